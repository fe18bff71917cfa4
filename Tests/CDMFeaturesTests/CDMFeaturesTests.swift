// Tests for CDMFeatures.

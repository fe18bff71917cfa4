// Tests for CDMGenerators.

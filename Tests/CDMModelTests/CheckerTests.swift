// Tests for the model and checker.

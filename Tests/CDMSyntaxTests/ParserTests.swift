// Tests for the parser.

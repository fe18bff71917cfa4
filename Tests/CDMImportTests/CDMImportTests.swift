// Tests for CDMImport.

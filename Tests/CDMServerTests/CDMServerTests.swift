// Tests for CDMServer.

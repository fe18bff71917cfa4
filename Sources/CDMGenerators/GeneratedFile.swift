// Generators: pure functions from a model to files (a relative path and its text).

// Writes generated files safely: inside the allowed root, never over a user file, atomically.

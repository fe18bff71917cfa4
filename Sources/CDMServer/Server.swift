// The cdm language server.

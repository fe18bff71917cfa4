// Hostile documents and protocol abuse: the server answers in bounded time and never dies.

/* The C side of `import os` on Linux declares nothing: Sources/os holds the API. */

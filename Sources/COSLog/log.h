/* The C side of `import os.log` on Linux declares nothing: Sources/os holds the API. */

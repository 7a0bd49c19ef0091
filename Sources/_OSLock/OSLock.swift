// `os_unfair_lock` and its functions, which iOS files find through Foundation (Darwin's `os.lock`):
// re-exported by CellSnap's `UIKit` and `os` modules, so a file that imports either finds them.

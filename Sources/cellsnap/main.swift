print("cellsnap")

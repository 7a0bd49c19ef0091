// The files of Tests/ObjCLibrary, adapted by CellSnap's ObjCAdapter plugin (objc-adapter.json).

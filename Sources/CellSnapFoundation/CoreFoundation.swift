// On iOS, Foundation brings Core Foundation: a file that imports Foundation alone names
// `CFTypeRef`, `CFString` and `CFGetTypeID`. CellSnapFoundation, which the Objective-C adapter
// imports beside Foundation, brings CellSnap's Core Foundation names the same way.
@_exported import CellSnapCoreFoundation

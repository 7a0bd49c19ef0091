// The library's umbrella header, as Xcode makes one for a framework: it imports UIKit, so every
// Swift file of the library sees UIKit on iOS (Tests/ObjCLibrary/ShelfEdge.swift imports
// Foundation alone). The Objective-C adapter finds this line and gives each adapted file UIKit.
#import <UIKit/UIKit.h>

FOUNDATION_EXPORT double ObjCLibraryVersionNumber;

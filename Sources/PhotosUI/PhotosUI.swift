// `import PhotosUI` on Linux: the system photo picker's controller and values. As the SDK's
// module does, it brings Photos and UIKit.
@_exported import Photos
@_exported import UIKit

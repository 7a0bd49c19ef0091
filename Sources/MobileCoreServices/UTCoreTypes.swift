import CoreGraphics

// MobileCoreServices' type constants (UTCoreTypes.h, deprecated since iOS 15 for `UTType`'s
// static properties): each is its type's identifier as a `CFString`.

/// `public.item`, as `kUTTypeItem`.
public var kUTTypeItem: CFString { "public.item" as CFString }
/// `public.content`, as `kUTTypeContent`.
public var kUTTypeContent: CFString { "public.content" as CFString }
/// `public.composite-content`, as `kUTTypeCompositeContent`.
public var kUTTypeCompositeContent: CFString { "public.composite-content" as CFString }
/// `public.message`, as `kUTTypeMessage`.
public var kUTTypeMessage: CFString { "public.message" as CFString }
/// `public.contact`, as `kUTTypeContact`.
public var kUTTypeContact: CFString { "public.contact" as CFString }
/// `public.archive`, as `kUTTypeArchive`.
public var kUTTypeArchive: CFString { "public.archive" as CFString }
/// `public.disk-image`, as `kUTTypeDiskImage`.
public var kUTTypeDiskImage: CFString { "public.disk-image" as CFString }
/// `public.data`, as `kUTTypeData`.
public var kUTTypeData: CFString { "public.data" as CFString }
/// `public.directory`, as `kUTTypeDirectory`.
public var kUTTypeDirectory: CFString { "public.directory" as CFString }
/// `public.symlink`, as `kUTTypeSymLink`.
public var kUTTypeSymLink: CFString { "public.symlink" as CFString }
/// `public.executable`, as `kUTTypeExecutable`.
public var kUTTypeExecutable: CFString { "public.executable" as CFString }
/// `com.apple.bookmark`, as `kUTTypeURLBookmarkData`.
public var kUTTypeURLBookmarkData: CFString { "com.apple.bookmark" as CFString }
/// `public.url`, as `kUTTypeURL`.
public var kUTTypeURL: CFString { "public.url" as CFString }
/// `public.file-url`, as `kUTTypeFileURL`.
public var kUTTypeFileURL: CFString { "public.file-url" as CFString }
/// `public.text`, as `kUTTypeText`.
public var kUTTypeText: CFString { "public.text" as CFString }
/// `public.plain-text`, as `kUTTypePlainText`.
public var kUTTypePlainText: CFString { "public.plain-text" as CFString }
/// `public.utf8-plain-text`, as `kUTTypeUTF8PlainText`.
public var kUTTypeUTF8PlainText: CFString { "public.utf8-plain-text" as CFString }
/// `public.utf16-external-plain-text`, as `kUTTypeUTF16ExternalPlainText`.
public var kUTTypeUTF16ExternalPlainText: CFString { "public.utf16-external-plain-text" as CFString }
/// `public.utf16-plain-text`, as `kUTTypeUTF16PlainText`.
public var kUTTypeUTF16PlainText: CFString { "public.utf16-plain-text" as CFString }
/// `public.delimited-values-text`, as `kUTTypeDelimitedText`.
public var kUTTypeDelimitedText: CFString { "public.delimited-values-text" as CFString }
/// `public.comma-separated-values-text`, as `kUTTypeCommaSeparatedText`.
public var kUTTypeCommaSeparatedText: CFString { "public.comma-separated-values-text" as CFString }
/// `public.tab-separated-values-text`, as `kUTTypeTabSeparatedText`.
public var kUTTypeTabSeparatedText: CFString { "public.tab-separated-values-text" as CFString }
/// `public.utf8-tab-separated-values-text`, as `kUTTypeUTF8TabSeparatedText`.
public var kUTTypeUTF8TabSeparatedText: CFString { "public.utf8-tab-separated-values-text" as CFString }
/// `public.rtf`, as `kUTTypeRTF`.
public var kUTTypeRTF: CFString { "public.rtf" as CFString }
/// `public.html`, as `kUTTypeHTML`.
public var kUTTypeHTML: CFString { "public.html" as CFString }
/// `public.xml`, as `kUTTypeXML`.
public var kUTTypeXML: CFString { "public.xml" as CFString }
/// `public.source-code`, as `kUTTypeSourceCode`.
public var kUTTypeSourceCode: CFString { "public.source-code" as CFString }
/// `public.swift-source`, as `kUTTypeSwiftSource`.
public var kUTTypeSwiftSource: CFString { "public.swift-source" as CFString }
/// `public.json`, as `kUTTypeJSON`.
public var kUTTypeJSON: CFString { "public.json" as CFString }
/// `com.apple.property-list`, as `kUTTypePropertyList`.
public var kUTTypePropertyList: CFString { "com.apple.property-list" as CFString }
/// `com.adobe.pdf`, as `kUTTypePDF`.
public var kUTTypePDF: CFString { "com.adobe.pdf" as CFString }
/// `public.image`, as `kUTTypeImage`.
public var kUTTypeImage: CFString { "public.image" as CFString }
/// `public.jpeg`, as `kUTTypeJPEG`.
public var kUTTypeJPEG: CFString { "public.jpeg" as CFString }
/// `public.tiff`, as `kUTTypeTIFF`.
public var kUTTypeTIFF: CFString { "public.tiff" as CFString }
/// `com.compuserve.gif`, as `kUTTypeGIF`.
public var kUTTypeGIF: CFString { "com.compuserve.gif" as CFString }
/// `public.png`, as `kUTTypePNG`.
public var kUTTypePNG: CFString { "public.png" as CFString }
/// `com.microsoft.bmp`, as `kUTTypeBMP`.
public var kUTTypeBMP: CFString { "com.microsoft.bmp" as CFString }
/// `com.microsoft.ico`, as `kUTTypeICO`.
public var kUTTypeICO: CFString { "com.microsoft.ico" as CFString }
/// `public.camera-raw-image`, as `kUTTypeRawImage`.
public var kUTTypeRawImage: CFString { "public.camera-raw-image" as CFString }
/// `public.svg-image`, as `kUTTypeScalableVectorGraphics`.
public var kUTTypeScalableVectorGraphics: CFString { "public.svg-image" as CFString }
/// `com.apple.live-photo`, as `kUTTypeLivePhoto`.
public var kUTTypeLivePhoto: CFString { "com.apple.live-photo" as CFString }
/// `public.audiovisual-content`, as `kUTTypeAudiovisualContent`.
public var kUTTypeAudiovisualContent: CFString { "public.audiovisual-content" as CFString }
/// `public.movie`, as `kUTTypeMovie`.
public var kUTTypeMovie: CFString { "public.movie" as CFString }
/// `public.video`, as `kUTTypeVideo`.
public var kUTTypeVideo: CFString { "public.video" as CFString }
/// `public.audio`, as `kUTTypeAudio`.
public var kUTTypeAudio: CFString { "public.audio" as CFString }
/// `com.apple.quicktime-movie`, as `kUTTypeQuickTimeMovie`.
public var kUTTypeQuickTimeMovie: CFString { "com.apple.quicktime-movie" as CFString }
/// `public.mp3`, as `kUTTypeMP3`.
public var kUTTypeMP3: CFString { "public.mp3" as CFString }
/// `public.mpeg-4`, as `kUTTypeMPEG4`.
public var kUTTypeMPEG4: CFString { "public.mpeg-4" as CFString }
/// `public.mpeg-4-audio`, as `kUTTypeMPEG4Audio`.
public var kUTTypeMPEG4Audio: CFString { "public.mpeg-4-audio" as CFString }
/// `com.microsoft.waveform-audio`, as `kUTTypeWaveformAudio`.
public var kUTTypeWaveformAudio: CFString { "com.microsoft.waveform-audio" as CFString }
/// `public.folder`, as `kUTTypeFolder`.
public var kUTTypeFolder: CFString { "public.folder" as CFString }
/// `public.volume`, as `kUTTypeVolume`.
public var kUTTypeVolume: CFString { "public.volume" as CFString }
/// `com.apple.package`, as `kUTTypePackage`.
public var kUTTypePackage: CFString { "com.apple.package" as CFString }
/// `com.apple.bundle`, as `kUTTypeBundle`.
public var kUTTypeBundle: CFString { "com.apple.bundle" as CFString }
/// `org.gnu.gnu-zip-archive`, as `kUTTypeGNUZipArchive`.
public var kUTTypeGNUZipArchive: CFString { "org.gnu.gnu-zip-archive" as CFString }
/// `public.bzip2-archive`, as `kUTTypeBzip2Archive`.
public var kUTTypeBzip2Archive: CFString { "public.bzip2-archive" as CFString }
/// `com.pkware.zip-archive`, as `kUTTypeZipArchive`.
public var kUTTypeZipArchive: CFString { "com.pkware.zip-archive" as CFString }
/// `public.spreadsheet`, as `kUTTypeSpreadsheet`.
public var kUTTypeSpreadsheet: CFString { "public.spreadsheet" as CFString }
/// `public.presentation`, as `kUTTypePresentation`.
public var kUTTypePresentation: CFString { "public.presentation" as CFString }
/// `public.vcard`, as `kUTTypeVCard`.
public var kUTTypeVCard: CFString { "public.vcard" as CFString }
/// `public.calendar-event`, as `kUTTypeCalendarEvent`.
public var kUTTypeCalendarEvent: CFString { "public.calendar-event" as CFString }
/// `public.email-message`, as `kUTTypeEmailMessage`.
public var kUTTypeEmailMessage: CFString { "public.email-message" as CFString }
/// `public.font`, as `kUTTypeFont`.
public var kUTTypeFont: CFString { "public.font" as CFString }
/// `public.log`, as `kUTTypeLog`.
public var kUTTypeLog: CFString { "public.log" as CFString }

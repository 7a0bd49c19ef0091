// The system-declared types as `UTType`'s static properties, each the type of the table in
// SystemTypes.swift with that identifier.

extension UTType {
    /// The base type of every item: files, folders, and data of any kind. `public.item`.
    public static let item = UTType(declaredIdentifier: "public.item")
    /// The base type of everything a person reads or watches: documents, images, audio, video. `public.content`.
    public static let content = UTType(declaredIdentifier: "public.content")
    /// Content that mixes kinds, such as a PDF document. `public.composite-content`.
    public static let compositeContent = UTType(declaredIdentifier: "public.composite-content")
    /// The base type of any stream of bytes: files and pasteboard data. `public.data`.
    public static let data = UTType(declaredIdentifier: "public.data")
    /// A directory of the file system. `public.directory`.
    public static let directory = UTType(declaredIdentifier: "public.directory")
    /// A folder a person sees as one. `public.folder`.
    public static let folder = UTType(declaredIdentifier: "public.folder")
    /// A volume of the file system. `public.volume`.
    public static let volume = UTType(declaredIdentifier: "public.volume")
    /// A directory shown as one file. `com.apple.package`.
    public static let package = UTType(declaredIdentifier: "com.apple.package")
    /// A directory with a standard layout, such as an app. `com.apple.bundle`.
    public static let bundle = UTType(declaredIdentifier: "com.apple.bundle")
    /// A symbolic link. `public.symlink`.
    public static let symbolicLink = UTType(declaredIdentifier: "public.symlink")
    /// Anything the system can run. `public.executable`.
    public static let executable = UTType(declaredIdentifier: "public.executable")
    /// A URL. `public.url`.
    public static let url = UTType(declaredIdentifier: "public.url")
    /// A URL of a file. `public.file-url`.
    public static let fileURL = UTType(declaredIdentifier: "public.file-url")
    /// Bookmark data of a URL. `com.apple.bookmark`.
    public static let urlBookmarkData = UTType(declaredIdentifier: "com.apple.bookmark")
    /// The base type of all text. `public.text`.
    public static let text = UTType(declaredIdentifier: "public.text")
    /// Text without markup, in an unspecified encoding (`txt`, `text/plain`). `public.plain-text`.
    public static let plainText = UTType(declaredIdentifier: "public.plain-text")
    /// Text without markup, UTF-8 encoded. `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(declaredIdentifier: "public.utf8-plain-text")
    /// Text without markup, UTF-16 encoded in the platform's byte order. `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(declaredIdentifier: "public.utf16-plain-text")
    /// Text without markup, UTF-16 encoded with a byte-order mark. `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType(declaredIdentifier: "public.utf16-external-plain-text")
    /// Text of values separated by a delimiter. `public.delimited-values-text`.
    public static let delimitedText = UTType(declaredIdentifier: "public.delimited-values-text")
    /// Comma-separated values (`csv`, `text/csv`). `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType(declaredIdentifier: "public.comma-separated-values-text")
    /// Tab-separated values (`tsv`). `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType(declaredIdentifier: "public.tab-separated-values-text")
    /// Tab-separated values, UTF-8 encoded. `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType(declaredIdentifier: "public.utf8-tab-separated-values-text")
    /// Rich Text Format (`rtf`, `text/rtf`). `public.rtf`.
    public static let rtf = UTType(declaredIdentifier: "public.rtf")
    /// HTML text (`html`, `htm`, `text/html`). `public.html`.
    public static let html = UTType(declaredIdentifier: "public.html")
    /// XML text (`xml`, `application/xml`). `public.xml`.
    public static let xml = UTType(declaredIdentifier: "public.xml")
    /// JavaScript Object Notation (`json`, `application/json`). `public.json`.
    public static let json = UTType(declaredIdentifier: "public.json")
    /// YAML (`yaml`, `yml`). `public.yaml`.
    public static let yaml = UTType(declaredIdentifier: "public.yaml")
    /// Source code of any language. `public.source-code`.
    public static let sourceCode = UTType(declaredIdentifier: "public.source-code")
    /// Swift source code (`swift`). `public.swift-source`.
    public static let swiftSource = UTType(declaredIdentifier: "public.swift-source")
    /// A vCard contact (`vcf`, `text/vcard`). `public.vcard`.
    public static let vCard = UTType(declaredIdentifier: "public.vcard")
    /// A property list (`plist`). `com.apple.property-list`.
    public static let propertyList = UTType(declaredIdentifier: "com.apple.property-list")
    /// The base type of all images. `public.image`.
    public static let image = UTType(declaredIdentifier: "public.image")
    /// A PNG image (`png`, `image/png`). `public.png`.
    public static let png = UTType(declaredIdentifier: "public.png")
    /// A JPEG image (`jpeg`, `jpg`, `image/jpeg`). `public.jpeg`.
    public static let jpeg = UTType(declaredIdentifier: "public.jpeg")
    /// A GIF image (`gif`, `image/gif`). `com.compuserve.gif`.
    public static let gif = UTType(declaredIdentifier: "com.compuserve.gif")
    /// A TIFF image (`tiff`, `tif`, `image/tiff`). `public.tiff`.
    public static let tiff = UTType(declaredIdentifier: "public.tiff")
    /// A Windows bitmap image (`bmp`, `image/bmp`). `com.microsoft.bmp`.
    public static let bmp = UTType(declaredIdentifier: "com.microsoft.bmp")
    /// A Windows icon image (`ico`). `com.microsoft.ico`.
    public static let ico = UTType(declaredIdentifier: "com.microsoft.ico")
    /// A HEIF image (`heif`, `image/heif`). `public.heif`.
    public static let heif = UTType(declaredIdentifier: "public.heif")
    /// A HEIC image, HEIF with HEVC (`heic`, `image/heic`). `public.heic`.
    public static let heic = UTType(declaredIdentifier: "public.heic")
    /// A WebP image (`webp`, `image/webp`). `org.webmproject.webp`.
    public static let webP = UTType(declaredIdentifier: "org.webmproject.webp")
    /// An SVG image (`svg`, `image/svg+xml`). `public.svg-image`.
    public static let svg = UTType(declaredIdentifier: "public.svg-image")
    /// A camera's raw image. `public.camera-raw-image`.
    public static let rawImage = UTType(declaredIdentifier: "public.camera-raw-image")
    /// A Live Photo. `com.apple.live-photo`.
    public static let livePhoto = UTType(declaredIdentifier: "com.apple.live-photo")
    /// A PDF document (`pdf`, `application/pdf`). `com.adobe.pdf`.
    public static let pdf = UTType(declaredIdentifier: "com.adobe.pdf")
    /// A font. `public.font`.
    public static let font = UTType(declaredIdentifier: "public.font")
    /// The base type of audio and video. `public.audiovisual-content`.
    public static let audiovisualContent = UTType(declaredIdentifier: "public.audiovisual-content")
    /// A movie: video, audio or both. `public.movie`.
    public static let movie = UTType(declaredIdentifier: "public.movie")
    /// Video without audio. `public.video`.
    public static let video = UTType(declaredIdentifier: "public.video")
    /// Audio without video. `public.audio`.
    public static let audio = UTType(declaredIdentifier: "public.audio")
    /// A QuickTime movie (`mov`, `video/quicktime`). `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(declaredIdentifier: "com.apple.quicktime-movie")
    /// An MPEG-4 movie (`mp4`, `video/mp4`). `public.mpeg-4`.
    public static let mpeg4Movie = UTType(declaredIdentifier: "public.mpeg-4")
    /// MP3 audio (`mp3`, `audio/mpeg`). `public.mp3`.
    public static let mp3 = UTType(declaredIdentifier: "public.mp3")
    /// MPEG-4 audio (`m4a`, `audio/mp4`). `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType(declaredIdentifier: "public.mpeg-4-audio")
    /// Waveform audio (`wav`). `com.microsoft.waveform-audio`.
    public static let wav = UTType(declaredIdentifier: "com.microsoft.waveform-audio")
    /// The base type of archives. `public.archive`.
    public static let archive = UTType(declaredIdentifier: "public.archive")
    /// A ZIP archive (`zip`, `application/zip`). `public.zip-archive`.
    public static let zip = UTType(declaredIdentifier: "public.zip-archive")
    /// A gzip archive (`gz`, `application/gzip`). `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType(declaredIdentifier: "org.gnu.gnu-zip-archive")
    /// A tar archive (`tar`). `public.tar-archive`.
    public static let tarArchive = UTType(declaredIdentifier: "public.tar-archive")
}

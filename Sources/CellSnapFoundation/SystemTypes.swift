// The system-declared types CellSnap knows, as the SDK declares them: identifier, the types each
// conforms to directly, filename extensions and MIME types (the first of each is the preferred
// one) and the English description. Apple's documentation of each static `UTType` gives these.

/// One declared type of the table.
package struct TypeDeclaration: Sendable {
    package let identifier: String
    package let conformsTo: [String]
    package let extensions: [String]
    package let mimeTypes: [String]
    package let description: String

    package init(
        identifier: String, conformsTo: [String], extensions: [String], mimeTypes: [String], description: String
    ) {
        (self.identifier, self.conformsTo, self.extensions) = (identifier, conformsTo, extensions)
        (self.mimeTypes, self.description) = (mimeTypes, description)
    }
}

/// The table, which UniformTypeIdentifiers' `UTType` and `NSItemProvider(contentsOf:)` read.
package enum SystemTypes {
    /// The declarations, by identifier.
    package static let byIdentifier: [String: TypeDeclaration] = Dictionary(
        uniqueKeysWithValues: table.map { ($0.identifier, $0) })

    // swift-format-ignore
    package static let table: [TypeDeclaration] = [
        // The roots and the physical hierarchy.
        .init(identifier: "public.item", conformsTo: [], extensions: [], mimeTypes: [], description: "item"),
        .init(identifier: "public.content", conformsTo: [], extensions: [], mimeTypes: [], description: "content"),
        .init(identifier: "public.composite-content", conformsTo: ["public.content"], extensions: [], mimeTypes: [], description: "composite content"),
        .init(identifier: "public.data", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "data"),
        .init(identifier: "public.directory", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "directory"),
        .init(identifier: "public.folder", conformsTo: ["public.directory"], extensions: [], mimeTypes: [], description: "folder"),
        .init(identifier: "public.volume", conformsTo: ["public.folder"], extensions: [], mimeTypes: [], description: "volume"),
        .init(identifier: "com.apple.package", conformsTo: ["public.directory"], extensions: [], mimeTypes: [], description: "package"),
        .init(identifier: "com.apple.bundle", conformsTo: ["public.directory"], extensions: [], mimeTypes: [], description: "bundle"),
        .init(identifier: "public.symlink", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "symbolic link"),
        .init(identifier: "public.executable", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "executable"),
        .init(identifier: "public.url", conformsTo: ["public.data"], extensions: [], mimeTypes: [], description: "URL"),
        .init(identifier: "public.file-url", conformsTo: ["public.url"], extensions: [], mimeTypes: [], description: "file URL"),
        .init(identifier: "com.apple.bookmark", conformsTo: ["public.data"], extensions: [], mimeTypes: [], description: "bookmark data"),
        .init(identifier: "public.url-name", conformsTo: ["public.utf8-plain-text"], extensions: [], mimeTypes: [], description: "URL name"),
        // Text.
        .init(identifier: "public.text", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: ["text/*"], description: "text"),
        .init(identifier: "public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], description: "plain text"),
        .init(identifier: "public.utf8-plain-text", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: ["text/plain;charset=utf-8"], description: "Unicode text, UTF-8 encoded"),
        .init(identifier: "public.utf16-plain-text", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: ["text/plain;charset=utf-16"], description: "Unicode text, UTF-16 encoded"),
        .init(identifier: "public.utf16-external-plain-text", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: [], description: "Unicode text, UTF-16 encoded, with byte-order mark"),
        .init(identifier: "public.utf8-tab-separated-values-text", conformsTo: ["public.tab-separated-values-text", "public.utf8-plain-text"], extensions: [], mimeTypes: [], description: "UTF-8 tab-separated values"),
        .init(identifier: "public.delimited-values-text", conformsTo: ["public.text"], extensions: [], mimeTypes: [], description: "delimited values text"),
        .init(identifier: "public.comma-separated-values-text", conformsTo: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv"], description: "comma-separated values"),
        .init(identifier: "public.tab-separated-values-text", conformsTo: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"], description: "tab-separated values"),
        .init(identifier: "public.rtf", conformsTo: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"], description: "rich text"),
        .init(identifier: "public.html", conformsTo: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], description: "HTML text"),
        .init(identifier: "public.xml", conformsTo: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], description: "XML text"),
        .init(identifier: "public.json", conformsTo: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], description: "JSON"),
        .init(identifier: "public.yaml", conformsTo: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], description: "YAML"),
        .init(identifier: "public.source-code", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: [], description: "source code"),
        .init(identifier: "public.swift-source", conformsTo: ["public.source-code"], extensions: ["swift"], mimeTypes: [], description: "Swift source"),
        .init(identifier: "public.vcard", conformsTo: ["public.text"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"], description: "vCard"),
        .init(identifier: "com.apple.property-list", conformsTo: ["public.data"], extensions: ["plist"], mimeTypes: [], description: "property list"),
        // Images.
        .init(identifier: "public.image", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: ["image/*"], description: "image"),
        .init(identifier: "public.png", conformsTo: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], description: "PNG image"),
        .init(identifier: "public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg", "image/jpg"], description: "JPEG image"),
        .init(identifier: "com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], description: "GIF image"),
        .init(identifier: "public.tiff", conformsTo: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], description: "TIFF image"),
        .init(identifier: "com.microsoft.bmp", conformsTo: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"], description: "Windows bitmap image"),
        .init(identifier: "com.microsoft.ico", conformsTo: ["public.image"], extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon"], description: "Windows icon image"),
        .init(identifier: "public.heif-standard", conformsTo: ["public.image"], extensions: [], mimeTypes: [], description: "HEIF standard image"),
        .init(identifier: "public.heic", conformsTo: ["public.heif-standard"], extensions: ["heic"], mimeTypes: ["image/heic"], description: "HEIC image"),
        .init(identifier: "public.heif", conformsTo: ["public.heif-standard"], extensions: ["heif"], mimeTypes: ["image/heif"], description: "HEIF image"),
        .init(identifier: "org.webmproject.webp", conformsTo: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], description: "WebP image"),
        .init(identifier: "public.svg-image", conformsTo: ["public.image"], extensions: ["svg"], mimeTypes: ["image/svg+xml"], description: "SVG image"),
        .init(identifier: "public.camera-raw-image", conformsTo: ["public.image"], extensions: [], mimeTypes: [], description: "raw image"),
        .init(identifier: "com.apple.live-photo", conformsTo: [], extensions: [], mimeTypes: [], description: "Live Photo"),
        // Documents and other content.
        .init(identifier: "public.spreadsheet", conformsTo: ["public.content"], extensions: [], mimeTypes: [], description: "spreadsheet"),
        .init(identifier: "public.presentation", conformsTo: ["public.composite-content"], extensions: [], mimeTypes: [], description: "presentation"),
        .init(identifier: "public.message", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "message"),
        .init(identifier: "public.email-message", conformsTo: ["public.message"], extensions: ["eml"], mimeTypes: ["message/rfc822"], description: "email message"),
        .init(identifier: "public.contact", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "contact"),
        .init(identifier: "public.calendar-event", conformsTo: ["public.item"], extensions: [], mimeTypes: [], description: "calendar event"),
        .init(identifier: "public.log", conformsTo: ["public.data", "public.content"], extensions: ["log"], mimeTypes: [], description: "log"),
        .init(identifier: "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document"),
        .init(identifier: "public.font", conformsTo: ["public.data"], extensions: [], mimeTypes: [], description: "font"),
        // Audio and video.
        .init(identifier: "public.audiovisual-content", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "audiovisual content"),
        .init(identifier: "public.movie", conformsTo: ["public.audiovisual-content"], extensions: [], mimeTypes: [], description: "movie"),
        .init(identifier: "public.video", conformsTo: ["public.movie"], extensions: [], mimeTypes: ["video/*"], description: "video"),
        .init(identifier: "public.audio", conformsTo: ["public.audiovisual-content"], extensions: [], mimeTypes: ["audio/*"], description: "audio"),
        .init(identifier: "com.apple.quicktime-movie", conformsTo: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"], description: "QuickTime movie"),
        .init(identifier: "public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
        .init(identifier: "public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"], description: "MP3 audio"),
        .init(identifier: "public.mpeg-4-audio", conformsTo: ["public.mpeg-4", "public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"], description: "MPEG-4 audio"),
        .init(identifier: "com.microsoft.waveform-audio", conformsTo: ["public.audio"], extensions: ["wav", "wave"], mimeTypes: ["audio/wav"], description: "Waveform audio"),
        // Archives.
        .init(identifier: "public.archive", conformsTo: ["public.data"], extensions: [], mimeTypes: [], description: "archive"),
        .init(identifier: "com.pkware.zip-archive", conformsTo: ["public.archive"], extensions: [], mimeTypes: [], description: "ZIP archive"),
        .init(identifier: "public.zip-archive", conformsTo: ["com.pkware.zip-archive"], extensions: ["zip"], mimeTypes: ["application/zip"], description: "ZIP archive"),
        .init(identifier: "org.gnu.gnu-zip-archive", conformsTo: ["public.archive"], extensions: ["gz", "gzip"], mimeTypes: ["application/gzip"], description: "gzip archive"),
        .init(identifier: "public.bzip2-archive", conformsTo: ["public.archive"], extensions: ["bz2", "bzip2"], mimeTypes: ["application/x-bzip2"], description: "bzip2 archive"),
        .init(identifier: "public.disk-image", conformsTo: ["public.archive"], extensions: [], mimeTypes: [], description: "disk image"),
        .init(identifier: "public.tar-archive", conformsTo: ["public.archive"], extensions: ["tar"], mimeTypes: ["application/x-tar"], description: "tar archive"),
    ]
}

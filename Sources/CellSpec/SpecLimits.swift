/// The limits a spec file must keep, so that no input can make CellSnap run without end or use
/// unbounded memory. Each is checked as early as it can be (the file size before the file is read,
/// aliases while the YAML is read) and refused with an error that names the file and the limit.
public enum SpecLimits {
    /// The largest spec file, in bytes (8 MiB).
    public static let fileSize = 8 << 20
    /// The most values (scalars, lists, mappings) a document may hold once its aliases are expanded.
    public static let values = 100_000
    /// The deepest nesting of lists and mappings.
    public static let depth = 64
    /// The longest string, in bytes of UTF-8.
    public static let textLength = 10_000
    /// The most bytes of text (keys and values) a document may hold once its aliases are expanded:
    /// 256 KiB, so that the text a spec gives the text engine to lay out stays bounded.
    public static let totalText = 256 << 10
    /// The most attributed-text runs in one text.
    public static let runs = 1_000
    /// The most cells (list rows and collection items) in one spec.
    public static let cells = 10_000
    /// The most variants in one spec's matrix, counted (without overflow) before any is made.
    public static let variants = 100_000
    /// The most variants one command draws in one run (`gallery`, and `record`, `verify` and
    /// `review` per shard): a larger suite is split with `--shard`.
    public static let variantsPerRun = 10_000
    /// The most asset catalogs one spec lists under `assets:` (each is bounded by
    /// `AssetCatalog.maximumSets` and its files by 16 MB).
    public static let assetCatalogs = 16
}

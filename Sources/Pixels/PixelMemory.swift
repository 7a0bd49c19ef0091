import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Pixel memory reused across the images of a process: a released block is kept for the next
/// image of its size or smaller, and a kept block too small for the next image grows in place
/// (`realloc`, which moves no pixels and maps only the pages added), so that a test process that
/// draws screen after screen faults in fresh pages once, for its largest image. Bounded: at most
/// ``retainedBlocks`` blocks are kept, none over ``largestRetainedBlock`` bytes; the others are
/// freed.
enum PixelMemory {
    /// How many released blocks are kept.
    static let retainedBlocks = 2
    /// The largest block kept (64 MiB: a 4096 x 4096 image); larger ones go back to the system.
    static let largestRetainedBlock = 64 << 20

    /// A block of memory (16-byte aligned, as `malloc` gives): its address and its size in bytes.
    struct Block: @unchecked Sendable {
        let address: UnsafeMutableRawPointer
        let capacity: Int
    }

    private static let spare = Mutex<[Block]>([])

    /// At least `size` bytes, their contents whatever they were: the smallest kept block that is
    /// large enough, else the largest kept block grown, else new memory.
    static func take(_ size: Int) -> Block {
        let size = max(size, 1)
        let kept = spare.withLock { blocks -> Block? in
            let fitting = blocks.indices.filter { blocks[$0].capacity >= size }
            let index =
                fitting.min { blocks[$0].capacity < blocks[$1].capacity }
                ?? blocks.indices.max { blocks[$0].capacity < blocks[$1].capacity }
            return index.map { blocks.remove(at: $0) }
        }
        if let kept, kept.capacity >= size { return kept }
        guard let address = realloc(kept?.address, size) else {
            preconditionFailure("out of memory for a \(size)-byte image")
        }
        return Block(address: address, capacity: size)
    }

    /// Hands `block` back: kept for the next image when it is small enough and there is room,
    /// else (or when a larger block would be pushed out) freed.
    static func give(_ block: Block) {
        guard block.capacity <= largestRetainedBlock else { return free(block.address) }
        let freed = spare.withLock { blocks -> Block? in
            blocks.append(block)
            guard blocks.count > retainedBlocks else { return nil }
            // Keep the largest: they serve every smaller image too.
            let smallest = blocks.indices.min { blocks[$0].capacity < blocks[$1].capacity }!
            return blocks.remove(at: smallest)
        }
        if let freed { free(freed.address) }
    }
}

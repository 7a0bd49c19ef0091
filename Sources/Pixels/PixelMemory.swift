import Synchronization

/// Pixel memory reused across the images of a process: a released block is kept for the next
/// image of its size or smaller, so that a test process that draws screen after screen faults
/// in fresh pages for none but the first of each size. Bounded: at most ``retainedBlocks``
/// blocks are kept, none over ``largestRetainedBlock`` bytes; the others are freed.
enum PixelMemory {
    /// How many released blocks are kept.
    static let retainedBlocks = 2
    /// The largest block kept (64 MiB: a 4096 x 4096 image); larger ones go back to the system.
    static let largestRetainedBlock = 64 << 20

    /// A block of memory: its address and its size in bytes.
    struct Block: @unchecked Sendable {
        let address: UnsafeMutableRawPointer
        let capacity: Int
    }

    private static let spare = Mutex<[Block]>([])

    /// At least `size` bytes, their contents whatever they were: the smallest kept block that is
    /// large enough, else new memory.
    static func take(_ size: Int) -> Block {
        let size = max(size, 1)
        let found = spare.withLock { blocks -> Block? in
            guard
                let index = blocks.indices.filter({ blocks[$0].capacity >= size }).min(by: {
                    blocks[$0].capacity < blocks[$1].capacity
                })
            else { return nil }
            return blocks.remove(at: index)
        }
        return found ?? Block(address: .allocate(byteCount: size, alignment: 64), capacity: size)
    }

    /// Hands `block` back: kept for the next image when it is small enough and there is room,
    /// else (or when a larger block would be pushed out) freed.
    static func give(_ block: Block) {
        guard block.capacity <= largestRetainedBlock else { return block.address.deallocate() }
        let freed = spare.withLock { blocks -> Block? in
            blocks.append(block)
            guard blocks.count > retainedBlocks else { return nil }
            // Keep the largest: they serve every smaller image too.
            let smallest = blocks.indices.min { blocks[$0].capacity < blocks[$1].capacity }!
            return blocks.remove(at: smallest)
        }
        freed?.address.deallocate()
    }
}

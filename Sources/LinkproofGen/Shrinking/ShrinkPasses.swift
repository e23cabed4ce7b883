/// The shrinker's passes. Each walks the current trial's structure and tries one kind of
/// simplification at each place, keeping what `consider` accepts.
extension ShrinkState {
    /// Deletes whole spans (array elements with their "one more?" choice, chosen branches),
    /// latest-ending (outermost) first.
    mutating func deleteSpans() {
        var index = 0
        while index < current.spans.count && hasBudget {
            let span = current.spans[current.spans.count - 1 - index]
            if !consider(current.choices.removing(span)) { index += 1 }
        }
    }

    /// Deletes every run of `size` bytes, sliding from the front.
    mutating func deleteBlocks(size: Int) {
        var start = 0
        while start + size <= current.choices.count && hasBudget {
            if !consider(current.choices.removing(start..<start + size)) { start += 1 }
        }
    }

    /// Replaces each span's bytes with zeros (the simplest value of everything inside).
    mutating func zeroSpans() {
        var index = 0
        while index < current.spans.count && hasBudget {
            let span = current.spans[index]
            let zeroed = current.choices.replacing(span, withBigEndian: 0)
            if zeroed != current.choices { consider(zeroed) }
            index += 1
        }
    }

    /// Lowers each draw to the smallest value that still fails, by binary search on its
    /// bytes read as a big-endian integer (exact when failing is monotonic in the value).
    mutating func minimizeDraws() {
        var index = 0
        while index < current.draws.count && hasBudget {
            minimize(current.draws[index])
            index += 1
        }
    }

    /// Binary-searches one draw's value down; an accepted candidate changes only this draw's
    /// bytes, so the bytes before it, and hence its range, stay put.
    private mutating func minimize(_ draw: Range<Int>) {
        var high = current.choices.bigEndianValue(in: draw)
        guard high > 0 && !consider(current.choices.replacing(draw, withBigEndian: 0)) else { return }
        var low: UInt64 = 0
        while low + 1 < high && hasBudget {
            let middle = low + (high - low) / 2
            if consider(current.choices.replacing(draw, withBigEndian: middle)) { high = middle } else { low = middle }
        }
    }

    /// Swaps each draw with the next draw of the same width when that puts the smaller
    /// first, which sorts arrays of like values.
    mutating func sortDraws() {
        var index = 0
        while index < current.draws.count && hasBudget {
            let left = current.draws[index]
            if let right = current.draws[(index + 1)...].first(where: { $0.count == left.count }) {
                let leftValue = current.choices.bigEndianValue(in: left)
                let rightValue = current.choices.bigEndianValue(in: right)
                if rightValue < leftValue {
                    let swapped = current.choices.replacing(left, withBigEndian: rightValue)
                        .replacing(right, withBigEndian: leftValue)
                    consider(swapped)
                }
            }
            index += 1
        }
    }
}

extension Array where Element == UInt8 {
    /// These bytes without those in `range` (clamped to the array).
    func removing(_ range: Range<Int>) -> [UInt8] {
        let clamped = range.clamped(to: indices)
        var copy = self
        copy.removeSubrange(clamped)
        return copy
    }

    /// The bytes in `range` (zeros past the end) read as a big-endian integer.
    func bigEndianValue(in range: Range<Int>) -> UInt64 {
        range.reduce(0) { value, index in value << 8 | UInt64(index < count ? self[index] : 0) }
    }

    /// These bytes with `range` overwritten by `value`, big-endian, extended with zeros if
    /// `range` runs past the end.
    func replacing(_ range: Range<Int>, withBigEndian value: UInt64) -> [UInt8] {
        var copy = self
        if copy.count < range.upperBound { copy += [UInt8](repeating: 0, count: range.upperBound - copy.count) }
        var remaining = value
        for index in range.reversed() {
            copy[index] = UInt8(truncatingIfNeeded: remaining)
            remaining >>= 8
        }
        return copy
    }
}

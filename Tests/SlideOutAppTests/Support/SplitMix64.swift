/// Steele, Lea and Flood's SplitMix64: a small, fast generator whose whole
/// sequence follows from its seed, so a fuzz failure replays exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<`count` (`count` > 0).
    mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }

    /// A number in `range`, uniformly.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) * 0x1p-53 * (range.upperBound - range.lowerBound)
    }

    /// True with probability `chance`.
    mutating func chance(_ chance: Double) -> Bool {
        uniform(0...1) < chance
    }
}


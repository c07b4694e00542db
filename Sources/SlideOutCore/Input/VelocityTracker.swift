/// Estimates a pointer's velocity from its recent positions: the least-squares
/// slope over the samples of the last `window` seconds, so one jittery event
/// cannot spike a release. Fixed storage, no allocation per sample.
package struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds (UIKit and libadwaita use ~100-150 ms).
    package var window: Double
    private var times: [Double]
    private var positions: [Double]
    private var next = 0
    private var count = 0

    /// Creates a tracker counting samples from the last `window` seconds, keeping at most `capacity`.
    package init(window: Double = 0.1, capacity: Int = 32) {
        self.window = window
        times = Array(repeating: 0, count: capacity)
        positions = Array(repeating: 0, count: capacity)
    }

    /// Forgets every sample (a new press starts a fresh estimate).
    package mutating func reset() {
        count = 0
        next = 0
    }

    /// Records `position` at `time` seconds, overwriting the oldest sample when full.
    package mutating func add(position: Double, time: Double) {
        times[next] = time
        positions[next] = position
        next = (next + 1) % times.count
        count = min(count + 1, times.count)
    }

    /// Units per second at `time`; 0 with fewer than two recent samples or
    /// when the pointer has rested longer than the window.
    package func velocity(at time: Double) -> Double {
        var n = 0.0, sumT = 0.0, sumX = 0.0, sumTT = 0.0, sumTX = 0.0
        for offset in 0..<count {
            let index = (next - 1 - offset + times.count) % times.count
            let age = time - times[index]
            guard age <= window else { break }
            let (t, x) = (-age, positions[index])
            n += 1
            sumT += t
            sumX += x
            sumTT += t * t
            sumTX += t * x
        }
        let denominator = n * sumTT - sumT * sumT
        guard n >= 2, denominator > 1e-12 else { return 0 }
        return (n * sumTX - sumT * sumX) / denominator
    }
}

import Glibc

/// A thread of its own for work that blocks (waiting on a signal or a
/// descriptor), where a shared queue's worker must not be held.
enum BackgroundThread {
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Starts `body` on a new detached thread, for work that lasts as long as the process.
    static func start(_ body: @escaping @Sendable () -> Void) {
        if let thread = startJoinable(body) { pthread_detach(thread) }
    }

    /// Starts `body` on a new thread that its owner ends and joins
    /// (`pthread_join`) once the body returns; nil when no thread could start.
    static func startJoinable(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, work)
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return nil
        }
        return thread
    }
}

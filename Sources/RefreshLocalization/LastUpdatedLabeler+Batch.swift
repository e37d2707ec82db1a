import RefreshFoundation

extension LastUpdatedLabeler {
    /// Labels many dates against one `now` into `buffer`, which is emptied first and keeps its
    /// capacity, so a service can reuse one buffer from request to request. `nil` dates get
    /// `header.neverUpdated`. Safe to call from many threads at once, each with its own buffer.
    ///
    /// ```swift
    /// var labels: [String] = []
    /// try labeler.labels(for: rows.map(\.updatedAt), relativeTo: now, into: &labels)
    /// // labels[i] is the label of rows[i]
    /// ```
    ///
    /// - Throws: ``LocalizationError/dateOutOfRange(secondsSince1970:)`` for the first date (or a
    ///   `now`) that cannot be shown; `buffer` then holds the labels of the dates before it, so
    ///   `buffer.count` is the index of the failing date.
    public func labels<Dates: Sequence<Date?>>(
        for dates: Dates,
        relativeTo now: Date = Date(),
        into buffer: inout [String]
    ) throws(LocalizationError) {
        buffer.removeAll(keepingCapacity: true)
        let nowMillis = try LastUpdatedEngine.millis(now)
        for date in dates {
            guard let date else {
                buffer.append(try strings.text(.headerNeverUpdated).text)
                continue
            }
            buffer.append(try string(dateMillis: LastUpdatedEngine.millis(date), nowMillis: nowMillis))
        }
    }

    /// Labels many dates against one `now` into `buffer` (see
    /// ``labels(for:relativeTo:into:)-(_,_,[String])``), for dates that are never `nil`.
    ///
    /// - Throws: ``LocalizationError/dateOutOfRange(secondsSince1970:)`` as the other form does.
    public func labels<Dates: Sequence<Date>>(
        for dates: Dates,
        relativeTo now: Date = Date(),
        into buffer: inout [String]
    ) throws(LocalizationError) {
        try labels(for: dates.lazy.map { Optional($0) }, relativeTo: now, into: &buffer)
    }
}

/// Routes URLs to the most specific of an app's App Clip experiences, as iOS does for invocation URLs and a
/// notification's `target-content-id`.
///
/// The experiences are kept in a trie, one per host and port, keyed by path segment, so matching costs one
/// dictionary lookup per segment of the URL however many experiences there are.
public struct ExperienceMatcher: Sendable {
    /// The experiences, as given (duplicates included, so indices match the caller's list).
    public let experiences: [ExperienceURL]
    private let trie: Trie
    /// Experiences equal to an earlier one, found while building the trie.
    private let duplicates: [ExperienceConflict]

    /// A matcher for `experiences`.
    ///
    /// - Parameter experiences: The experience URL prefixes. Of two equal ones (see ``ExperienceURL``'s
    ///   equality) the first wins; ``conflicts(in:)`` reports the other.
    public init(_ experiences: [ExperienceURL]) {
        self.experiences = experiences
        var trie = Trie()
        var duplicates: [ExperienceConflict] = []
        for (index, experience) in experiences.enumerated() {
            if let first = trie.insert(experience, index: index) {
                duplicates.append(.duplicate(first: first, second: index))
            }
        }
        self.trie = trie
        self.duplicates = duplicates
    }

    /// The experience `url` routes to.
    ///
    /// - Parameter url: The URL as written; it is parsed with ``ExperienceURL/init(parsing:)``.
    public func match(_ url: String) -> ExperienceMatch {
        do throws(ExperienceURLError) {
            return match(try ExperienceURL(parsing: url))
        } catch {
            return .invalidURL(error)
        }
    }

    /// The experience `url` routes to: the longest whole-segment prefix with the same host and port.
    ///
    /// - Parameter url: The URL; its query and fragment play no part.
    public func match(_ url: ExperienceURL) -> ExperienceMatch {
        guard let (index, depth) = trie.deepestExperience(along: url) else { return .noMatch }
        return .matched(
            index: index, experience: experiences[index], remainingPath: Array(url.pathComponents[depth...]))
    }

    /// The pairs of `experiences` worth telling people about: duplicates, which iOS cannot tell apart, and
    /// overlaps, where one experience lies under another.
    ///
    /// Each pair is reported once, ordered by the smaller index, then the larger. A duplicate is reported against
    /// the first equal experience only, and only that first one takes part in overlaps, so a repeated experience
    /// does not repeat its overlaps. Each experience is paired with the nearest experience above it only (for
    /// `/a`, `/a/b`, `/a/b/c`: `/a`–`/a/b` and `/a/b`–`/a/b/c`), so a deep chain cannot make the list quadratic:
    /// the work is linear in the total path length, then one sort.
    ///
    /// - Parameter experiences: The experience URL prefixes, in declaration order.
    public static func conflicts(in experiences: [ExperienceURL]) -> [ExperienceConflict] {
        ExperienceMatcher(experiences).conflicts
    }

    /// ``conflicts(in:)`` for this matcher's experiences, from the trie it already built.
    public var conflicts: [ExperienceConflict] {
        // Parents precede their children in `nodes`, so one pass finds each node's nearest experience above it.
        var nearestAbove = [Int?](repeating: nil, count: trie.nodes.count)
        for (node, entry) in trie.nodes.enumerated() {
            guard let parent = entry.parent else { continue }
            nearestAbove[node] = trie.nodes[parent].experience != nil ? parent : nearestAbove[parent]
        }
        var conflicts = duplicates
        for (node, entry) in trie.nodes.enumerated() {
            guard let specific = entry.experience, let general = nearestAbove[node],
                let generalIndex = trie.nodes[general].experience
            else { continue }
            conflicts.append(.overlap(general: generalIndex, specific: specific))
        }
        return conflicts.sorted { $0.orderKey < $1.orderKey }
    }

    /// Path-segment tries, one root per host and port, stored flat so the whole matcher is a plain value.
    private struct Trie: Sendable {
        struct Origin: Hashable, Sendable {
            let host: String
            let port: Int?
        }

        struct Node: Sendable {
            var children: [ExperienceURL.Segment: Int] = [:]
            /// The index of the first experience ending here.
            var experience: Int?
            let parent: Int?
        }

        var roots: [Origin: Int] = [:]
        var nodes: [Node] = []

        /// Adds `url` as experience `index`, unless an equal one is there already; returns that one's index.
        mutating func insert(_ url: ExperienceURL, index: Int) -> Int? {
            let origin = Origin(host: url.host, port: url.port)
            var node: Int
            if let root = roots[origin] {
                node = root
            } else {
                node = nodes.count
                nodes.append(Node(parent: nil))
                roots[origin] = node
            }
            for component in url.pathComponents {
                let key = ExperienceURL.Segment(component)
                if let child = nodes[node].children[key] {
                    node = child
                } else {
                    let child = nodes.count
                    nodes.append(Node(parent: node))
                    nodes[node].children[key] = child
                    node = child
                }
            }
            if let existing = nodes[node].experience { return existing }
            nodes[node].experience = index
            return nil
        }

        /// The deepest experience on `url`'s path, with how many path components it covers.
        func deepestExperience(along url: ExperienceURL) -> (index: Int, depth: Int)? {
            guard var node = roots[Origin(host: url.host, port: url.port)] else { return nil }
            var deepest = nodes[node].experience.map { (index: $0, depth: 0) }
            for (offset, component) in url.pathComponents.enumerated() {
                guard let child = nodes[node].children[ExperienceURL.Segment(component)] else { break }
                node = child
                if let index = nodes[node].experience { deepest = (index, offset + 1) }
            }
            return deepest
        }
    }
}

/// Where a URL routes among an app's App Clip experiences.
public enum ExperienceMatch: Sendable, Hashable {
    /// The URL lies under `experience`, which is `experiences[index]`; `remainingPath` holds the decoded path
    /// components after the experience's own.
    case matched(index: Int, experience: ExperienceURL, remainingPath: [String])
    /// The URL is valid but lies under none of the experiences, so the App Clip opens its default experience.
    case noMatch
    /// The URL could not be parsed.
    case invalidURL(ExperienceURLError)
}

/// Two App Clip experiences that relate in a way people should hear about; the values are indices into the list
/// given to ``ExperienceMatcher/conflicts(in:)``.
public enum ExperienceConflict: Sendable, Hashable {
    /// The two are the same prefix once normalized (host case, trailing slash, percent-encoding, port 443), so
    /// iOS cannot tell them apart; `first` is the earlier.
    case duplicate(first: Int, second: Int)
    /// `general` is the nearest experience that is a proper whole-segment prefix of `specific`. This is legal, and
    /// the specific one wins for URLs under it; the general one then only receives the rest.
    case overlap(general: Int, specific: Int)

    /// Smaller index, then larger: the order people read the declarations in.
    fileprivate var orderKey: OrderKey {
        switch self {
        case .duplicate(let first, let second): OrderKey(min(first, second), max(first, second), 0)
        case .overlap(let general, let specific): OrderKey(min(general, specific), max(general, specific), 1)
        }
    }

    fileprivate struct OrderKey: Comparable {
        let low: Int
        let high: Int
        let kind: Int

        init(_ low: Int, _ high: Int, _ kind: Int) {
            self.low = low
            self.high = high
            self.kind = kind
        }

        static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
            (lhs.low, lhs.high, lhs.kind) < (rhs.low, rhs.high, rhs.kind)
        }
    }
}

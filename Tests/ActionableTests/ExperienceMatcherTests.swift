import Actionable
import ActionableTesting
import Foundation
import Testing

/// Apple's own example: a platform serving many restaurants, each with its own, more specific experience.
private enum Restaurants {
    static let platform = "https://appclip.example.com/restaurants"
    static let restaurantA = "https://appclip.example.com/restaurants/restaurant_a"
    static let restaurantB = "https://appclip.example.com/restaurants/restaurant_b"

    static func experiences() throws -> [ExperienceURL] {
        try [platform, restaurantA, restaurantB].map { try ExperienceURL(parsing: $0) }
    }
}

/// The parsing error for `text`, or `nil` when it parses.
private func parsingError(_ text: String) -> ExperienceURLError? {
    do throws(ExperienceURLError) {
        _ = try ExperienceURL(parsing: text)
        return nil
    } catch {
        return error
    }
}

private func isMalformed(_ error: ExperienceURLError?) -> Bool {
    if case .malformed = error { true } else { false }
}

// MARK: - Parsing and normalization

struct ExperienceURLParsingTests {
    @Test func aURLIsSplitIntoLowercasedHostDecodedPathAndNoDefaultPort() throws {
        let url = try ExperienceURL(
            parsing: "HTTPS://AppClip.Example.COM:443//restaurants/restaurant%5Fa/order/1234/?x=1#y")
        #expect(url.original == "HTTPS://AppClip.Example.COM:443//restaurants/restaurant%5Fa/order/1234/?x=1#y")
        #expect(url.host == "appclip.example.com")
        #expect(url.port == nil)
        #expect(url.pathComponents == ["restaurants", "restaurant_a", "order", "1234"])
        #expect(url.hasQueryOrFragment)
        #expect(url.description == "https://appclip.example.com/restaurants/restaurant_a/order/1234")
    }

    @Test(arguments: [
        ("https://appclip.example.com/restaurants", "HTTPS://APPCLIP.example.com/restaurants"),
        ("https://appclip.example.com/restaurants", "https://appclip.example.com/restaurants/"),
        ("https://appclip.example.com/restaurants/a", "https://appclip.example.com//restaurants///a//"),
        (
            "https://appclip.example.com/restaurants/restaurant_a",
            "https://appclip.example.com/restaurants/restaurant%5Fa"
        ),
        (
            "https://appclip.example.com/restaurants/restaurant_a",
            "https://appclip.example.com/restaurants/restaurant%5fa"
        ),
        ("https://appclip.example.com/restaurants", "https://appclip.example.com:443/restaurants"),
        ("https://appclip.example.com/restaurants", "https://appclip.example.com:/restaurants"),
        ("https://appclip.example.com/restaurants", "https://appclip.example.com/restaurants?table=4#menu"),
        ("https://appclip.example.com/", "https://appclip.example.com"),
        ("https://appclip.example.com/", "https://appclip.example.com?x"),
        ("https://appclip.example.com/café", "https://appclip.example.com/caf%C3%A9"),
        ("https://appclip.example.com/a/c", "https://appclip.example.com/a/./b/../c"),
        ("https://appclip.example.com/a/c", "https://appclip.example.com/a/%2E/b/%2e%2E/c"),
        ("https://appclip.example.com/", "https://appclip.example.com/../.."),
    ])
    func spellingsOfTheSameExperienceAreEqual(first: String, second: String) throws {
        let lhs = try ExperienceURL(parsing: first)
        let rhs = try ExperienceURL(parsing: second)
        #expect(lhs == rhs)
        #expect(lhs.hashValue == rhs.hashValue)
        #expect(lhs.description == rhs.description)
        #expect(Set([lhs, rhs]).count == 1)
    }

    @Test(arguments: [
        ("https://appclip.example.com/restaurants", "https://appclip.example.com/Restaurants"),
        ("https://appclip.example.com/a%2Fb", "https://appclip.example.com/a/b"),
        ("https://appclip.example.com/restaurants", "https://appclip.example.com:8443/restaurants"),
        ("https://appclip.example.com/restaurants", "https://other.example.com/restaurants"),
        ("https://appclip.example.com/restaurant_a", "https://appclip.example.com/restaurant_ab"),
        // Composed and decomposed é are different bytes on the wire, so different paths.
        ("https://appclip.example.com/caf\u{E9}", "https://appclip.example.com/cafe\u{301}"),
    ])
    func differentExperiencesAreNotEqual(first: String, second: String) throws {
        #expect(try ExperienceURL(parsing: first) != ExperienceURL(parsing: second))
    }

    @Test func anEncodedSlashStaysInsideItsSegment() throws {
        let url = try ExperienceURL(parsing: "https://appclip.example.com/a%2Fb/c")
        #expect(url.pathComponents == ["a/b", "c"])
        #expect(url.description == "https://appclip.example.com/a%2Fb/c")
    }

    @Test func nonASCIIPathsAreDecodedAndPrintedEncoded() throws {
        let url = try ExperienceURL(parsing: "https://appclip.example.com/café/%F0%9F%8D%95")
        #expect(url.pathComponents == ["café", "🍕"])
        #expect(url.description == "https://appclip.example.com/caf%C3%A9/%F0%9F%8D%95")
    }

    @Test func theDescriptionKeepsSegmentCharactersAndEncodesTheRest() throws {
        let url = try ExperienceURL(parsing: "https://appclip.example.com/a-._~!$&'()*+,;=:@b/%20%25%3F%23")
        #expect(url.pathComponents == ["a-._~!$&'()*+,;=:@b", " %?#"])
        #expect(url.description == "https://appclip.example.com/a-._~!$&'()*+,;=:@b/%20%25%3F%23")
    }

    @Test(arguments: [
        ("https://appclip.example.com:8443/x", 8443, "https://appclip.example.com:8443/x"),
        ("https://appclip.example.com:08443/x", 8443, "https://appclip.example.com:8443/x"),
        ("https://appclip.example.com:1/x", 1, "https://appclip.example.com:1/x"),
        ("https://appclip.example.com:65535", 65535, "https://appclip.example.com:65535/"),
    ])
    func aNonDefaultPortIsKept(text: String, port: Int, description: String) throws {
        let url = try ExperienceURL(parsing: text)
        #expect(url.port == port)
        #expect(url.description == description)
    }

    @Test(arguments: [
        "https://appclip.example.com:443/x", "https://appclip.example.com:0443/x", "https://appclip.example.com/x",
    ])
    func theDefaultPortIsDropped(text: String) throws {
        #expect(try ExperienceURL(parsing: text).port == nil)
    }

    @Test func onlyAQueryOrFragmentSetsHasQueryOrFragment() throws {
        #expect(try !ExperienceURL(parsing: "https://appclip.example.com/a").hasQueryOrFragment)
        #expect(try ExperienceURL(parsing: "https://appclip.example.com/a?").hasQueryOrFragment)
        #expect(try ExperienceURL(parsing: "https://appclip.example.com#top").hasQueryOrFragment)
        // A '?' or '#' that is encoded belongs to the path.
        #expect(try !ExperienceURL(parsing: "https://appclip.example.com/a%3Fb%23c").hasQueryOrFragment)
    }

    @Test func aURLIsAWholeSegmentPrefixOfTheURLsUnderIt() throws {
        let platform = try ExperienceURL(parsing: Restaurants.platform)
        let restaurantA = try ExperienceURL(parsing: Restaurants.restaurantA)
        #expect(platform.isPrefix(of: restaurantA))
        #expect(platform.isPrefix(of: platform))
        #expect(!restaurantA.isPrefix(of: platform))
        #expect(try !restaurantA.isPrefix(of: ExperienceURL(parsing: Restaurants.restaurantA + "b")))
        #expect(try ExperienceURL(parsing: "https://appclip.example.com").isPrefix(of: platform))
        #expect(try !platform.isPrefix(of: ExperienceURL(parsing: "https://appclip.example.com:8443/restaurants/x")))
        #expect(try !platform.isPrefix(of: ExperienceURL(parsing: "https://example.com/restaurants/x")))
    }

    @Test func aURLOfExactlyTheMaximumLengthIsAccepted() throws {
        let prefix = "https://appclip.example.com/"
        let text = prefix + String(repeating: "a", count: ExperienceURL.maximumLength - prefix.utf8.count)
        #expect(try ExperienceURL(parsing: text).pathComponents.first?.count == 2020)
    }

    @Test func aHyphenatedPunycodeHostIsAccepted() throws {
        let url = try ExperienceURL(parsing: "https://XN--exmple-cua.Example-Shop.com/x")
        #expect(url.host == "xn--exmple-cua.example-shop.com")
    }

    @Test func theNormalizedDescriptionParsesBackToAnEqualURL() throws {
        // Random URL-shaped text, built from the characters that matter to the parser.
        let pieces = [
            "https://", "HTTPS://", "http://", "appclip.example.com", "A.b", ":", ":443", ":8443", "/", "//", "?", "#",
            "%", "%2F", "%2e", "%zz", "%C3%A9", "%FF", "a", "Z", "_", "é", "🍕", "..", ".", "@", "[", "]", " ", "\\",
            "\u{200B}", "~", "=", "&",
        ]
        var generator = SplitMix64(state: 0xA99_C11B)
        var parsed = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...12, using: &generator)
            // Most inputs start well, so that the rest of the parser sees plenty of them.
            let start = Bool.random(using: &generator) ? "https://appclip.example.com" : ""
            let text = start + (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            guard let url = try? ExperienceURL(parsing: text) else { continue }
            parsed += 1
            let again = try ExperienceURL(parsing: url.description)
            #expect(again == url, "\(text.debugDescription) → \(url)")
            #expect(again.description == url.description)
        }
        #expect(parsed > 1_000)
    }
}

// MARK: - Errors

struct ExperienceURLErrorTests {
    @Test(arguments: [
        ("", ExperienceURLError.empty),
        ("http://appclip.example.com/restaurants", .notHTTPS(scheme: "http")),
        ("HTTP://appclip.example.com/restaurants", .notHTTPS(scheme: "http")),
        ("ftp://appclip.example.com/restaurants", .notHTTPS(scheme: "ftp")),
        ("appclip-https://appclip.example.com", .notHTTPS(scheme: "appclip-https")),
        ("https://", .missingHost),
        ("https:", .missingHost),
        ("https:/restaurants", .missingHost),
        ("https:restaurants", .missingHost),
        ("https:///restaurants", .missingHost),
        ("https://:443/restaurants", .missingHost),
        ("https://?x=1", .missingHost),
        ("https://user@appclip.example.com/restaurants", .userInfo),
        ("https://user:secret@appclip.example.com/restaurants", .userInfo),
        ("https://@appclip.example.com", .userInfo),
        ("https://appclip.example.com/%zz", .invalidPercentEncoding),
        ("https://appclip.example.com/restaurant%5", .invalidPercentEncoding),
        ("https://appclip.example.com/restaurant%", .invalidPercentEncoding),
        ("https://appclip.example.com/%FF", .invalidPercentEncoding),
        ("https://appclip.example.com/%C3", .invalidPercentEncoding),
        ("https://appclip.example.com/a?discount=100%", .invalidPercentEncoding),
        ("https://appclip.example.com/a#%g0", .invalidPercentEncoding),
        (" https://appclip.example.com/restaurants", .invalidCharacter(" ")),
        ("https://appclip.example.com/restaurants\n", .invalidCharacter("\n")),
        ("https://appclip.example.com/rest aurants", .invalidCharacter(" ")),
        ("https://appclip.example.com/\trestaurants", .invalidCharacter("\t")),
        ("https://appclip.example.com/\u{0}", .invalidCharacter("\u{0}")),
        ("https://appclip.example.com/\u{7F}", .invalidCharacter("\u{7F}")),
        ("https://appclip.example.com/\u{85}", .invalidCharacter("\u{85}")),
        ("https://appclip.example.com/\u{A0}", .invalidCharacter("\u{A0}")),
        ("https://appclip.example.com/a\u{200B}b", .invalidCharacter("\u{200B}")),
        ("https://appclip.example.com/\u{202E}txt.exe", .invalidCharacter("\u{202E}")),
        ("https://appclip.example.com/\u{2028}", .invalidCharacter("\u{2028}")),
        ("https://appclip.example.com\\restaurants", .invalidCharacter("\\")),
        ("https://appclip.example.com/a|b", .invalidCharacter("|")),
        ("https://appclip.example.com/<b>", .invalidCharacter("<")),
        ("https://appclip.example.com/\"x\"", .invalidCharacter("\"")),
        ("https://[::1]/x", .ipAddressHost("[::1]")),
        ("https://[2001:db8::1]:8443/x", .ipAddressHost("[2001:db8::1]")),
        ("https://[::1", .ipAddressHost("[::1")),
        ("https://127.0.0.1/x", .ipAddressHost("127.0.0.1")),
        ("https://127.1:8443", .ipAddressHost("127.1")),
    ])
    func invalidURLsAreRejectedWithTheirProblem(text: String, error: ExperienceURLError) {
        #expect(parsingError(text) == error)
    }

    @Test(arguments: [
        "::::", "://appclip.example.com", "appclip.example.com/restaurants", "appclip.example.com:8443/restaurants",
        "/restaurants", "1https://appclip.example.com", "ht_tps://appclip.example.com", "?https://x", "é://x",
    ])
    func textWithoutASchemeIsMalformed(text: String) {
        #expect(parsingError(text) == .malformed("it has no scheme; write the full URL, starting with https://"))
    }

    @Test(arguments: [
        ("https://exämple.com/x", "the host 'exämple.com' is not ASCII; write it in its punycode form (xn--…)"),
        ("https://appclip..example.com/x", "the host 'appclip..example.com' has an empty label; remove the extra '.'"),
        ("https://appclip.example.com./x", "the host 'appclip.example.com.' has an empty label; remove the extra '.'"),
        (
            "https://app_clip.example.com/x",
            "the host 'app_clip.example.com' has characters other than letters, digits, hyphens and dots; use the domain name"
        ),
        (
            "https://app%63lip.example.com/x",
            "the host 'app%63lip.example.com' has characters other than letters, digits, hyphens and dots; use the domain name"
        ),
        (
            "https://-appclip.example.com/x",
            "the host '-appclip.example.com' has a label that starts or ends with '-'; use the domain name"
        ),
        (
            "https://\(String(repeating: "a", count: 64)).com/x",
            // Values in messages stop at 60 characters.
            "the host '\(String(repeating: "a", count: 60))…' has a label longer than 63 characters, the DNS limit"
        ),
        (
            "https://appclip.example.com:https/x",
            "the port 'https' is not a number; leave it out for 443, or use 1 to 65535"
        ),
        (
            "https://appclip.example.com:443:1/x",
            "the port '443:1' is not a number; leave it out for 443, or use 1 to 65535"
        ),
        ("https://appclip.example.com:0/x", "the port '0' is out of range; leave it out for 443, or use 1 to 65535"),
        (
            "https://appclip.example.com:65536/x",
            "the port '65536' is out of range; leave it out for 443, or use 1 to 65535"
        ),
        (
            "https://appclip.example.com:99999999999999999999999/x",
            "the port '99999999999999999999999' is out of range; leave it out for 443, or use 1 to 65535"
        ),
    ])
    func badHostsAndPortsAreMalformedWithTheReason(text: String, reason: String) {
        #expect(parsingError(text) == .malformed(reason))
    }

    @Test func aHostOfMoreThan253CharactersIsMalformed() {
        let host = Array(repeating: String(repeating: "a", count: 63), count: 4).joined(separator: ".")
        #expect(isMalformed(parsingError("https://\(host)/x")))
        #expect(parsingError("https://\(host.dropFirst(3))/x") == nil)
    }

    @Test func aURLOneByteOverTheLimitIsTooLong() {
        let prefix = "https://appclip.example.com/"
        let text = prefix + String(repeating: "a", count: ExperienceURL.maximumLength + 1 - prefix.utf8.count)
        #expect(parsingError(text) == .tooLong(ExperienceURL.maximumLength + 1))
    }

    @Test func aHundredKilobyteStringIsRejectedAsTooLong() {
        let text = "https://appclip.example.com/" + String(repeating: "é", count: 50_000)
        // Refused on its length in bytes, before any parsing: the error names the whole size.
        #expect(parsingError(text) == .tooLong(100_028))
        #expect(ExperienceMatcher([]).match(text) == .invalidURL(.tooLong(100_028)))
    }

    @Test func descriptionsSayWhatIsWrongThenWhatToDo() {
        #expect(
            ExperienceURLError.notHTTPS(scheme: "http").description
                == "uses the scheme 'http'; App Clip URLs must use https")
        #expect(
            ExperienceURLError.empty.description == "is empty; give a full URL such as https://appclip.example.com/path"
        )
        #expect(
            ExperienceURLError.tooLong(3000).description
                == "is 3000 bytes long, over Actionable's limit of 2048 bytes for App Clip URLs; shorten it")
        #expect(
            ExperienceURLError.invalidCharacter(" ").description
                == "contains U+0020 (a space), which URLs cannot hold as is; remove it or percent-encode it as %20")
        #expect(
            ExperienceURLError.invalidCharacter("\u{202E}").description
                == "contains U+202E (right-to-left override), which URLs cannot hold as is; remove it or percent-encode it as %E2%80%AE"
        )
        #expect(
            ExperienceURLError.invalidCharacter("\u{1B}").description
                == "contains U+001B (a control character), which URLs cannot hold as is; remove it or percent-encode it as %1B"
        )
        #expect(
            ExperienceURLError.ipAddressHost("[::1]").description
                == "uses the IP address '[::1]' as its host; App Clip experiences need a domain name associated with the app"
        )
        #expect(
            ExperienceURLError.malformed("it has no scheme; write the full URL, starting with https://").description
                == "is not a valid URL: it has no scheme; write the full URL, starting with https://")
    }

    @Test(arguments: [
        ExperienceURLError.empty, .tooLong(4096),
        .malformed("it has no scheme; write the full URL, starting with https://"),
        .notHTTPS(scheme: "http"), .missingHost, .userInfo, .invalidPercentEncoding, .invalidCharacter("\n"),
        .ipAddressHost("[::1]"),
    ])
    func everyDescriptionIsALowercaseFragmentWithAFix(error: ExperienceURLError) throws {
        let first = try #require(error.description.first)
        #expect(first.isLowercase)
        #expect(error.description.contains("; "))
        #expect(!error.description.hasSuffix("."))
    }
}

// MARK: - Matching

struct ExperienceMatcherTests {
    @Test(arguments: [
        ("https://appclip.example.com/restaurants/restaurant_a/order/1234?x=1#y", 1, ["order", "1234"]),
        ("https://appclip.example.com/restaurants/restaurant_a", 1, []),
        ("https://appclip.example.com/restaurants/restaurant_b/menu", 2, ["menu"]),
        ("https://appclip.example.com/restaurants", 0, []),
        ("https://appclip.example.com/restaurants/restaurant_c/order/1", 0, ["restaurant_c", "order", "1"]),
        // Whole segments only: restaurant_ab is not under restaurant_a.
        ("https://appclip.example.com/restaurants/restaurant_ab", 0, ["restaurant_ab"]),
        ("https://appclip.example.com/restaurants/restaurant_a/", 1, []),
        ("https://appclip.example.com//restaurants//restaurant_a//order//", 1, ["order"]),
        ("https://appclip.example.com/restaurants/restaurant%5Fa/order%2F1234", 1, ["order/1234"]),
        ("HTTPS://APPCLIP.EXAMPLE.COM:443/restaurants/restaurant_b", 2, []),
        ("https://appclip.example.com/restaurants/restaurant_b?restaurant=restaurant_a", 2, []),
        ("https://appclip.example.com/restaurants#restaurant_a", 0, []),
        ("https://appclip.example.com/restaurants/restaurant_a/../restaurant_b/menu", 2, ["menu"]),
        ("https://appclip.example.com/restaurants/caf%C3%A9", 0, ["café"]),
    ])
    func urlsRouteToTheMostSpecificRestaurantExperience(url: String, index: Int, remaining: [String]) throws {
        let experiences = try Restaurants.experiences()
        let matcher = ExperienceMatcher(experiences)
        #expect(matcher.match(url) == .matched(index: index, experience: experiences[index], remainingPath: remaining))
    }

    @Test(arguments: [
        "https://appclip.example.com",
        "https://appclip.example.com/",
        "https://appclip.example.com/restaurant",
        "https://appclip.example.com/restaurantsx/restaurant_a",
        "https://appclip.example.com/Restaurants/restaurant_a",
        "https://appclip.example.com/menu?path=/restaurants",
        "https://appclip.example.com:8443/restaurants",
        "https://other.example.com/restaurants/restaurant_a",
        "https://example.com/restaurants",
    ])
    func urlsOutsideEveryExperienceDoNotMatch(url: String) throws {
        #expect(ExperienceMatcher(try Restaurants.experiences()).match(url) == .noMatch)
    }

    @Test(arguments: [
        ("http://appclip.example.com/restaurants", ExperienceURLError.notHTTPS(scheme: "http")),
        ("", .empty),
        ("https://[::1]/restaurants", .ipAddressHost("[::1]")),
        ("https://appclip.example.com/restaurants/%zz", .invalidPercentEncoding),
        ("::::", .malformed("it has no scheme; write the full URL, starting with https://")),
    ])
    func invalidURLsReportTheirProblemInsteadOfMatching(url: String, error: ExperienceURLError) throws {
        #expect(ExperienceMatcher(try Restaurants.experiences()).match(url) == .invalidURL(error))
    }

    @Test func theLongestOfSeveralOverlappingPrefixesWins() throws {
        let texts = [
            "https://appclip.example.com/a/b/c",
            "https://appclip.example.com/",
            "https://appclip.example.com/a/b",
            "https://appclip.example.com/a",
        ]
        let experiences = try texts.map { try ExperienceURL(parsing: $0) }
        let matcher = ExperienceMatcher(experiences)
        let cases: [(String, Int, [String])] = [
            ("https://appclip.example.com/a/b/c/d", 0, ["d"]),
            ("https://appclip.example.com/a/b/x", 2, ["x"]),
            ("https://appclip.example.com/a/x/c", 3, ["x", "c"]),
            ("https://appclip.example.com/x", 1, ["x"]),
            ("https://appclip.example.com", 1, []),
        ]
        for (url, index, remaining) in cases {
            #expect(
                matcher.match(url) == .matched(index: index, experience: experiences[index], remainingPath: remaining))
        }
    }

    @Test func pathsAreComparedCaseSensitivelyAndHostsAreNot() throws {
        let experiences = try ["https://AppClip.Example.com/Menu", "https://appclip.example.com/menu"].map {
            try ExperienceURL(parsing: $0)
        }
        let matcher = ExperienceMatcher(experiences)
        #expect(
            matcher.match("https://appclip.example.com/Menu/1")
                == .matched(index: 0, experience: experiences[0], remainingPath: ["1"]))
        #expect(
            matcher.match("https://APPCLIP.example.com/menu/1")
                == .matched(index: 1, experience: experiences[1], remainingPath: ["1"]))
        #expect(matcher.match("https://appclip.example.com/MENU/1") == .noMatch)
    }

    @Test func portsSeparateExperiencesAndThe443IsTheDefault() throws {
        let experiences = try ["https://appclip.example.com/a", "https://appclip.example.com:8443/a"].map {
            try ExperienceURL(parsing: $0)
        }
        let matcher = ExperienceMatcher(experiences)
        #expect(
            matcher.match("https://appclip.example.com:443/a/x")
                == .matched(index: 0, experience: experiences[0], remainingPath: ["x"]))
        #expect(
            matcher.match("https://appclip.example.com:8443/a/x")
                == .matched(index: 1, experience: experiences[1], remainingPath: ["x"]))
        #expect(matcher.match("https://appclip.example.com:8080/a/x") == .noMatch)
    }

    @Test func ofTwoEqualExperiencesTheFirstWins() throws {
        let experiences = try ["https://appclip.example.com/a/", "https://APPCLIP.example.com/%61"].map {
            try ExperienceURL(parsing: $0)
        }
        let matcher = ExperienceMatcher(experiences)
        #expect(
            matcher.experiences.map(\.original) == [
                "https://appclip.example.com/a/", "https://APPCLIP.example.com/%61",
            ])
        #expect(
            matcher.match("https://appclip.example.com/a/b")
                == .matched(index: 0, experience: experiences[0], remainingPath: ["b"]))
    }

    @Test func aParsedURLMatchesLikeItsText() throws {
        let experiences = try Restaurants.experiences()
        let matcher = ExperienceMatcher(experiences)
        let url = try ExperienceURL(parsing: "https://appclip.example.com/restaurants/restaurant_b/order/9")
        #expect(matcher.match(url) == matcher.match(url.original))
        #expect(matcher.match(url) == .matched(index: 2, experience: experiences[2], remainingPath: ["order", "9"]))
    }

    @Test func aMatcherWithoutExperiencesMatchesNothing() {
        let matcher = ExperienceMatcher([])
        #expect(matcher.experiences.isEmpty)
        #expect(matcher.match("https://appclip.example.com/restaurants") == .noMatch)
    }

    @Test func aRootExperienceCatchesEveryPathOnItsHost() throws {
        let root = try ExperienceURL(parsing: "https://appclip.example.com")
        let matcher = ExperienceMatcher([root])
        #expect(
            matcher.match("https://appclip.example.com/a/b")
                == .matched(index: 0, experience: root, remainingPath: ["a", "b"]))
        #expect(matcher.match("https://appclip.example.com") == .matched(index: 0, experience: root, remainingPath: []))
    }
}

// MARK: - Conflicts

struct ExperienceConflictTests {
    private func conflicts(_ texts: [String]) throws -> [ExperienceConflict] {
        ExperienceMatcher.conflicts(in: try texts.map { try ExperienceURL(parsing: $0) })
    }

    @Test func applesRestaurantExperiencesOverlapThePlatform() throws {
        let texts = [Restaurants.platform, Restaurants.restaurantA, Restaurants.restaurantB]
        #expect(try conflicts(texts) == [.overlap(general: 0, specific: 1), .overlap(general: 0, specific: 2)])
    }

    @Test func experiencesThatDifferOnlyInSpellingAreDuplicates() throws {
        let texts = [
            "https://appclip.example.com/restaurants/restaurant_a",
            "HTTPS://AppClip.Example.com:443/restaurants/restaurant%5Fa/",
            "https://appclip.example.com/restaurants/restaurant_b",
            "https://appclip.example.com//restaurants/restaurant_a?x=1",
        ]
        #expect(try conflicts(texts) == [.duplicate(first: 0, second: 1), .duplicate(first: 0, second: 3)])
    }

    @Test func eachExperienceOverlapsTheNearestExperienceAboveIt() throws {
        let texts = [
            "https://appclip.example.com/restaurants/restaurant_a/menu",
            "https://appclip.example.com/restaurants",
            "https://appclip.example.com/restaurants/restaurant_a",
            "https://appclip.example.com/restaurants/restaurant_b",
        ]
        #expect(
            try conflicts(texts) == [
                .overlap(general: 2, specific: 0), .overlap(general: 1, specific: 2), .overlap(general: 1, specific: 3),
            ])
    }

    @Test(.timeLimit(.minutes(1)))
    func aDeepChainOfNestedExperiencesGivesOneOverlapPerLink() throws {
        var path = ""
        // 1,000 segments of "/a": the longest URL stays under the 2,048-byte limit.
        let texts = (0..<1_000).map { _ -> String in
            path += "/a"
            return "https://appclip.example.com" + path
        }
        let experiences = try texts.map { try ExperienceURL(parsing: $0) }
        let conflicts = ExperienceMatcher.conflicts(in: experiences)
        #expect(conflicts.count == 999)
        #expect(
            conflicts.allSatisfy {
                if case .overlap(let general, let specific) = $0 { specific == general + 1 } else { false }
            })
    }

    @Test func aRepeatedGeneralExperienceIsADuplicateAndOverlapsOnlyOnce() throws {
        let texts = [
            "https://appclip.example.com/restaurants",
            "https://appclip.example.com/restaurants/",
            "https://appclip.example.com/restaurants/restaurant_a",
            "https://APPCLIP.example.com/restaurants",
        ]
        #expect(
            try conflicts(texts) == [
                .duplicate(first: 0, second: 1), .overlap(general: 0, specific: 2), .duplicate(first: 0, second: 3),
            ])
    }

    @Test func unrelatedHostsPortsAndPartialSegmentsDoNotConflict() throws {
        let texts = [
            "https://appclip.example.com/restaurants",
            "https://other.example.com/restaurants/restaurant_a",
            "https://appclip.example.com:8443/restaurants/restaurant_a",
            "https://appclip.example.com/restaurantsx",
            "https://appclip.example.com/Restaurants/restaurant_a",
            "https://appclip.example.com/restaurant",
        ]
        #expect(try conflicts(texts).isEmpty)
    }

    @Test func noExperiencesHaveNoConflicts() {
        #expect(ExperienceMatcher.conflicts(in: []).isEmpty)
    }
}

// MARK: - Ephemeral notifications

struct EphemeralNotificationWindowTests {
    private let launch = Date(timeIntervalSinceReferenceDate: 700_000_000)

    @Test func theWindowLastsEightHours() {
        #expect(EphemeralNotificationWindow.duration == .seconds(28_800))
    }

    /// Seconds after launch, whether the window is open, and what is left of it.
    static let checkpoints: [(elapsed: Int, allows: Bool, remaining: Duration)] = [
        (0, true, .seconds(28_800)),
        (1, true, .seconds(28_799)),
        (28_799, true, .seconds(1)),  // 7:59:59
        (28_800, false, .zero),  // 8:00:00
        (28_801, false, .zero),  // 8:00:01
        (2_592_000, false, .zero),  // 30 days
    ]

    @Test(arguments: checkpoints)
    func theWindowIsOpenUntilEightHoursAfterLaunch(elapsed: Int, allows: Bool, remaining: Duration) {
        let now = launch.addingTimeInterval(TimeInterval(elapsed))
        #expect(EphemeralNotificationWindow.allows(lastLaunch: launch, at: now) == allows)
        #expect(EphemeralNotificationWindow.remaining(lastLaunch: launch, at: now) == remaining)
    }

    @Test func aLaunchInTheFutureCountsAsJustLaunched() {
        let now = launch.addingTimeInterval(-3600)
        #expect(EphemeralNotificationWindow.allows(lastLaunch: launch, at: now))
        #expect(EphemeralNotificationWindow.remaining(lastLaunch: launch, at: now) == .seconds(28_800))
    }

    @Test func halfASecondBeforeTheEndLeavesHalfASecond() {
        let now = launch.addingTimeInterval(8 * 3600 - 0.5)
        #expect(EphemeralNotificationWindow.allows(lastLaunch: launch, at: now))
        #expect(EphemeralNotificationWindow.remaining(lastLaunch: launch, at: now) == .milliseconds(500))
    }

    @Test func extremeDatesNeitherCrashNorOpenAClosedWindow() {
        let infinite = Date(timeIntervalSinceReferenceDate: .infinity)
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(EphemeralNotificationWindow.remaining(lastLaunch: .distantPast, at: .distantFuture) == .zero)
        #expect(EphemeralNotificationWindow.remaining(lastLaunch: .distantFuture, at: .distantPast) == .seconds(28_800))
        #expect(!EphemeralNotificationWindow.allows(lastLaunch: nan, at: launch))
        #expect(!EphemeralNotificationWindow.allows(lastLaunch: launch, at: infinite))
        #expect(EphemeralNotificationWindow.allows(lastLaunch: infinite, at: launch))
    }
}

// MARK: - Scale

struct ExperienceMatcherScaleTests {
    @Test(.timeLimit(.minutes(1)))
    func tenThousandExperiencesAnswerAHundredThousandMatches() throws {
        // A platform, 2,000 restaurants each with 4 sections, on a few hosts: 10,000 experiences in all.
        var texts = ["https://appclip.example.com/restaurants"]
        for restaurant in 0..<2_000 {
            let host = "r\(restaurant % 7).example.com"
            texts.append("https://\(host)/restaurants/restaurant_\(restaurant)")
            for section in ["menu", "order", "pay", "tip"] where texts.count < 10_000 {
                texts.append("https://\(host)/restaurants/restaurant_\(restaurant)/\(section)")
            }
        }
        while texts.count < 10_000 { texts.append("https://appclip.example.com/restaurants/extra_\(texts.count)") }
        let experiences = try texts.map { try ExperienceURL(parsing: $0) }
        #expect(experiences.count == 10_000)

        var right = 0
        var unmatched = 0
        let matcher = ExperienceMatcher(experiences)
        for query in 0..<100_000 {
            let restaurant = query % 2_100  // the last 100 restaurants do not exist
            let url = "https://r\(restaurant % 7).example.com/restaurants/restaurant_\(restaurant)/order/\(query)?q=1"
            switch matcher.match(url) {
            case .matched(let index, let experience, let remaining):
                // Counted, not expected one by one: a regression reports two numbers, not 100,000 issues.
                if experience.pathComponents == ["restaurants", "restaurant_\(restaurant)", "order"],
                    experiences[index] == experience, remaining == [String(query)]
                {
                    right += 1
                }
            case .noMatch:
                unmatched += 1
            case .invalidURL(let error):
                throw error
            }
        }
        #expect(right == 100_000 - unmatched)
        #expect(unmatched == 100_000 / 2_100 * 100 + max(0, 100_000 % 2_100 - 2_000))
    }

    @Test(.timeLimit(.minutes(1)))
    func conflictsAmongTenThousandExperiencesAreFound() throws {
        var texts = ["https://appclip.example.com/restaurants"]
        texts += (1..<10_000).map { "https://appclip.example.com/restaurants/restaurant_\($0)" }
        texts.append("https://appclip.example.com/restaurants/restaurant_1/")
        let experiences = try texts.map { try ExperienceURL(parsing: $0) }
        let conflicts = ExperienceMatcher.conflicts(in: experiences)
        // One conflict per experience after the platform's, not one per pair of overlapping experiences.
        #expect(conflicts.count == 10_000)
        #expect(conflicts.first == .overlap(general: 0, specific: 1))
        #expect(conflicts.last == .duplicate(first: 1, second: 10_000))
    }
}

extension String {
    /// `bytes` as text when they are valid UTF-8, `nil` otherwise.
    ///
    /// What `String(validating:as:)` does, which needs macOS 15 and iOS 18 while the package builds for macOS 13
    /// (the documentation's "The app's side of a tap"): decoding repairs invalid UTF-8, so bytes that do not come back unchanged
    /// were not UTF-8.
    package init?(validUTF8 bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}

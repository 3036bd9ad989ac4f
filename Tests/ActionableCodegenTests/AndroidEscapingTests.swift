import Actionable
import Foundation
import Testing

@testable import ActionableCodegen

/// What `generate android` escapes and how it names things: aapt's string escapes, Kotlin literals, XML, locale
/// qualifiers, and the Kotlin and resource names made from identifiers.
@Suite struct AndroidEscapingTests {
    @Test(
        "a string resource's text reads back through XML and aapt's rules unchanged",
        arguments: [
            "plain", "Don't", "say \"hi\"", "back\\slash", "@string/app_name", "?attr/color", "mail me @ home",
            "100% sure", "a  b   c", " leading", "trailing ", "  ", "line\nbreak\ttab", "<b>bold</b> & more",
            "]]>", "受け取りました 🎉👩‍👩‍👧", "right\u{200F}to\u{202E}left", "bell\u{7}", "$5 off",
        ])
    func aaptRoundTrip(value: String) {
        let xml = AndroidXML.escapedText(AndroidStrings.aaptEscaped(value))
        #expect(AndroidStringsReader.read(xml) == value, "\(xml)")
        #expect(!xml.contains("<"))
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("aapt escapes: apostrophes, quotes, backslashes, @ and ? at the start only, spaces aapt would drop")
    func aaptEscapes() {
        #expect(AndroidStrings.aaptEscaped("I've \"it\" \\") == "I\\'ve \\\"it\\\" \\\\")
        #expect(AndroidStrings.aaptEscaped("@home @ work") == "\\@home @ work")
        #expect(AndroidStrings.aaptEscaped("?why?") == "\\?why?")
        #expect(AndroidStrings.aaptEscaped(" a  b ") == "\\u0020a \\u0020b\\u0020")
        #expect(AndroidStrings.aaptEscaped("a\nb\tc\u{0}") == "a\\nb\\tc\\u0000")
    }

    @Test(
        "a Kotlin string literal escapes quotes, backslashes, templates and invisible characters",
        arguments: [
            ("plain", "\"plain\""), ("$5 \"off\"", "\"\\$5 \\\"off\\\"\""), ("${x}", "\"\\${x}\""),
            ("a\\b", "\"a\\\\b\""), ("line\nbreak\r\t", "\"line\\nbreak\\r\\t\""),
            ("\u{2028}\u{200F}\u{7F}", "\"\\u2028\\u200f\\u007f\""), ("加入 🎉", "\"加入 🎉\""),
        ])
    func kotlinLiteral(value: String, literal: String) {
        #expect(AndroidKotlin.literal(value) == literal)
    }

    @Test(
        "a locale becomes Android's resource qualifier",
        arguments: [
            ("en", "values-en"), ("EN", "values-en"), ("en-GB", "values-en-rGB"), ("en_gb", "values-en-rGB"),
            ("pt-BR", "values-pt-rBR"), ("zh-Hans", "values-b+zh+Hans"), ("zh-hant-TW", "values-b+zh+Hant+TW"),
            ("es-419", "values-b+es+419"), ("fil", "values-b+fil"), ("sr-Latn-RS", "values-b+sr+Latn+RS"),
            ("de-CH-1996", "values-b+de+CH+1996"), ("ca-ES-valencia", "values-b+ca+ES+valencia"),
        ])
    func qualifier(locale: String, directory: String) {
        #expect(AndroidLocale(locale)?.directory == directory)
    }

    @Test(
        "a locale with subtags aapt2 does not read has no qualifier",
        arguments: ["en-x-pirate", "zh-yue", "de-DE-u-co-phonebk", "e", "en--GB", "en-GB-US", "123"])
    func noQualifier(locale: String) {
        #expect(AndroidLocale(locale) == nil)
    }

    @Test(
        "identifiers become Kotlin object and constant names and resource name parts",
        arguments: [
            ("INVITE_CATEGORY", "InviteCategory", "INVITE_CATEGORY", "invite_category"),
            ("markAsRead", "MarkAsRead", "MARK_AS_READ", "mark_as_read"),
            ("com.example.reply", "ComExampleReply", "COM_EXAMPLE_REPLY", "com_example_reply"),
            ("1ST", "_1st", "_1ST", "1st"), ("in", "In", "IN", "in"), ("加入", "加入", "加入", "__"),
            ("café", "Café", "CAFÉ", "caf_"), ("e\u{301}", "E", "E", "e"), ("🎉", "U1f389", "U1F389", "u1f389"),
            ("pay$\"now\"", "PayNow", "PAY_NOW", "pay_now"),
        ])
    func names(identifier: String, object: String, constant: String, resource: String) {
        #expect(AndroidNames.objectName(identifier) == object)
        #expect(AndroidNames.constantName(identifier) == constant)
        #expect(AndroidNames.resourcePart(identifier) == resource)
        #expect(AndroidKotlin.isPlainIdentifier(object))
        #expect(AndroidKotlin.isPlainIdentifier(constant))
    }

    @Test("colliding names get _2, _3 in order; reserved names get a trailing _")
    func collisions() {
        #expect(
            AndroidNames.unique(["Order", "Order", "R", "Order_2"], reserved: AndroidRegistryModel.reservedObjectNames)
                == ["Order", "Order_2", "R_", "Order_2_2"])
        #expect(
            AndroidNames.unique(["IDENTIFIER", "A"], reserved: AndroidRegistryModel.reservedConstantNames)
                == ["IDENTIFIER_", "A"])
    }

    @Test("two categories whose names collide get distinct objects and resources, in file order")
    func collidingRegistry() throws {
        let result = ActionableCodegenTestsLoader.load(
            """
            categories:
              - identifier: order-status
                actions: [{identifier: OPEN, title: Open}]
              - identifier: ORDER_STATUS
                actions: [{identifier: open, title: Open}, {identifier: Open, title: Open too}]
              - identifier: Activation
                actions: [{identifier: IDENTIFIER, title: Go}]
            """)
        let model = AndroidRegistryModel(result: result, paths: ["c.yaml"], developmentLocale: "en")
        #expect(model.categories.map(\.objectName) == ["OrderStatus", "OrderStatus_2", "Activation_"])
        #expect(model.categories[1].actions.map(\.constantName) == ["OPEN", "OPEN_2"])
        #expect(model.categories[2].actions.map(\.constantName) == ["IDENTIFIER_"])
        #expect(
            model.strings.resources.map(\.name) == [
                "actionable_order_status_open_title", "actionable_order_status_open_title_2",
                "actionable_order_status_open_title_3", "actionable_activation_identifier_title",
            ])
    }

    @Test("XML comments keep no -- and attributes escape quotes and line breaks")
    func xml() {
        #expect(AndroidXML.commentText("a--b-") == "a- -b- ")
        #expect(AndroidXML.commentText("x\ny") == "x\\u000ay")
        #expect(AndroidXML.escapedAttribute("a\"b<&\n") == "a&quot;b&lt;&amp;&#10;")
        #expect(
            AndroidXML.document([.element("a", attributes: [("k", "v")], children: [.text("1 < 2")])])
                == "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<a k=\"v\">1 &lt; 2</a>\n")
    }
}

enum ActionableCodegenTestsLoader {
    static func load(_ yaml: String) -> LoadResult {
        CategoryLoader().load(yaml: yaml, file: "c.yaml")
    }
}

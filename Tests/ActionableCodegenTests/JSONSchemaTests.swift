import Actionable
import ActionableTesting
import Foundation
import Testing

@testable import ActionableCodegen

@Suite struct JSONSchemaTests {
    @Test("Schemas/actionable.schema.json is what the generator writes (UPDATE_GOLDEN=1 rewrites it)")
    func committedSchemaIsCurrent() throws {
        let schema = try JSONSchemaGenerator().generate()
        let url = CodegenFixtures.packageRoot.appendingPathComponent("Schemas/actionable.schema.json")
        if GoldenFiles.updating {
            try schema.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == schema)
    }

    @Test("every key the loader knows is in the schema, with a description")
    func everyKeyIsDocumented() throws {
        for (keys, docs) in JSONSchemaGenerator.allDocs {
            for key in keys {
                let doc = try #require(docs[key], "\(key) has no documentation")
                #expect(!doc.markdown.isEmpty)
            }
            #expect(Set(docs.keys) == Set(keys), "documentation for keys the loader does not know")
        }
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONSchemaGenerator().generate().utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: [String: Any]])
        for (definition, keys) in [
            ("category", CategoryKey.names), ("action", ActionKey.names), ("textInput", TextInputKey.names),
            ("icon", IconKey.names), ("app", AppKey.names),
        ] {
            let properties = try #require(definitions[definition]?["properties"] as? [String: [String: Any]])
            #expect(Set(properties.keys) == Set(keys), "\(definition)")
            #expect(definitions[definition]?["additionalProperties"] as? Bool == false)
            for (key, property) in properties {
                #expect(property["description"] is String, "\(definition).\(key)")
                #expect(property["markdownDescription"] is String, "\(definition).\(key)")
            }
        }
        #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
    }
}

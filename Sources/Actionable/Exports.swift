// Locations are part of every model and diagnostic, so the type that carries them is part of this API.
@_exported public import struct ActionableYAML.SourceLocation

import CRefreshTextHeaderCheck
import Testing

/// CRefreshText declares the FreeType functions it calls rather than including FreeType's headers
/// (Docs/Toolchain.md); the test-only C target CRefreshTextHeaderCheck compiles those declarations
/// after FreeType's own headers, so a mismatch fails the build. This checks that the comparison
/// happened, rather than being skipped for want of the headers.
@Suite struct FreeTypeDeclarationTests {
    @Test("The FreeType declarations were compiled against FreeType's headers")
    func checkedAgainstHeaders() {
        #if os(Linux)
            #expect(
                rk_freetype_declarations_checked() == 1,
                "FreeType's headers (libfreetype-dev, /usr/include/freetype2) were not found"
            )
        #endif
    }
}

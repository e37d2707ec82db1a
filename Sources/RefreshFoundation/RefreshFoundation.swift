// The one place that says which Foundation the package's modules use: `import RefreshFoundation`
// gives a file what `import Foundation` gives it, without loading all of Foundation on Linux.
//
// Where the toolchain has FoundationEssentials (Linux, Windows), only it: all of Foundation brings
// FoundationInternationalization and its own copy of ICU, which every start of refreshpreview
// would pay to load (Docs/Toolchain.md, "Start-up"). Elsewhere (Apple platforms, whose SDKs have
// no FoundationEssentials module), Foundation. And the C library, which Foundation re-exports and
// FoundationEssentials does not.
//
// Not a product. RefreshSupport and RefreshXML must not import it: they stay Foundation-free.

#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

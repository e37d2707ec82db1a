// refreshbench-hello: a Swift hello world, the floor refreshbench measures start-up against.
//
// It imports nothing, as a plain Swift hello world does: what it pays is the dynamic loader, the
// Swift runtime and the C library, which every Swift program pays.
print("hello, world")

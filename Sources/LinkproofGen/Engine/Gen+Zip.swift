/// Pairs or tuples of values drawn one after another, left to right.
public func zip<each T>(_ generators: repeat Gen<each T>) -> Gen<(repeat each T)> {
    Gen { source in
        (repeat (each generators).generate(from: &source))
    }
}

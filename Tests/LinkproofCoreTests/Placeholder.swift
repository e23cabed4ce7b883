// Tests for LinkproofCore. (Placeholder until the first test lands.)

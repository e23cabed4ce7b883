// Tests for LinkproofStore. (Placeholder until the first test lands.)

// Tests for LinkproofURL. (Placeholder until the first test lands.)

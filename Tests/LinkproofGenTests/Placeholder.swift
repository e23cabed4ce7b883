// Tests for LinkproofGen. (Placeholder until the first test lands.)

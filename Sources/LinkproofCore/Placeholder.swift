// LinkproofCore: see DESIGN.md. (Placeholder until the module's first source lands.)

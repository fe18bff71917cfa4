// Editor features in editor terms: formatting, completion, hover, navigation, rename and code actions.

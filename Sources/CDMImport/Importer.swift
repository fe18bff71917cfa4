// Reads Xcode .xcdatamodel contents into a .cdm model.

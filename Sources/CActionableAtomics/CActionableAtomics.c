// Everything is inline in include/CActionableAtomics.h; SwiftPM needs one source file to make a C target.
#include "CActionableAtomics.h"

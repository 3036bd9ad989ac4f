#ifndef ACTIONABLE_CLIBYAML_SHIM_H
#define ACTIONABLE_CLIBYAML_SHIM_H
#include <yaml.h>
#endif

#include "cpng_shim.h"

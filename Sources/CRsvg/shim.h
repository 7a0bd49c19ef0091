#pragma once
#include <librsvg/rsvg.h>

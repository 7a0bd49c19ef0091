#pragma once
#include <zlib.h>

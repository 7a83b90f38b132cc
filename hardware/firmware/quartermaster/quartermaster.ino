// Quartermaster rig firmware for the Arduino IDE. The code lives in the .cpp/.h files of this
// folder (the IDE compiles them all); setup() and loop() are in rig.cpp.
#include "rig.h"

// HKUnit's class functions, one a unit, as HealthKit declares them (`class func gram() -> Self`,
// `class func gramUnit(with prefix: HKMetricPrefix) -> Self`).

extension HKUnit {
    /// The gram.
    public class func gram() -> Self { atom("g") }
    /// The gram with `prefix`.
    public class func gramUnit(with prefix: HKMetricPrefix) -> Self { atom("g", prefix) }
    /// The ounce (28.349523125 g).
    public class func ounce() -> Self { atom("oz") }
    /// The pound (453.59237 g).
    public class func pound() -> Self { atom("lb") }
    /// The stone (6350.29318 g).
    public class func stone() -> Self { atom("st") }
    /// The metre.
    public class func meter() -> Self { atom("m") }
    /// The metre with `prefix`.
    public class func meterUnit(with prefix: HKMetricPrefix) -> Self { atom("m", prefix) }
    /// The inch (0.0254 m).
    public class func inch() -> Self { atom("in") }
    /// The foot (0.3048 m).
    public class func foot() -> Self { atom("ft") }
    /// The yard (0.9144 m).
    public class func yard() -> Self { atom("yd") }
    /// The mile (1609.344 m).
    public class func mile() -> Self { atom("mi") }
    /// The litre.
    public class func liter() -> Self { atom("L") }
    /// The litre with `prefix`.
    public class func literUnit(with prefix: HKMetricPrefix) -> Self { atom("L", prefix) }
    /// The US fluid ounce (29.5735295625 mL).
    public class func fluidOunceUS() -> Self { atom("fl_oz_us") }
    /// The imperial fluid ounce (28.4130625 mL).
    public class func fluidOunceImperial() -> Self { atom("fl_oz_imp") }
    /// The US pint (473.176473 mL).
    public class func pintUS() -> Self { atom("pt_us") }
    /// The imperial pint (568.26125 mL).
    public class func pintImperial() -> Self { atom("pt_imp") }
    /// The pascal.
    public class func pascal() -> Self { atom("Pa") }
    /// The pascal with `prefix`.
    public class func pascalUnit(with prefix: HKMetricPrefix) -> Self { atom("Pa", prefix) }
    /// The millimetre of mercury (133.322387415 Pa).
    public class func millimeterOfMercury() -> Self { atom("mmHg") }
    /// The centimetre of water (98.0665 Pa).
    public class func centimeterOfWater() -> Self { atom("cmAq") }
    /// The standard atmosphere (101325 Pa).
    public class func atmosphere() -> Self { atom("atm") }
    /// The inch of mercury (3386.388640341 Pa).
    public class func inchesOfMercury() -> Self { atom("inHg") }
    /// The second.
    public class func second() -> Self { atom("s") }
    /// The second with `prefix`.
    public class func secondUnit(with prefix: HKMetricPrefix) -> Self { atom("s", prefix) }
    /// The minute (60 s).
    public class func minute() -> Self { atom("min") }
    /// The hour (3600 s).
    public class func hour() -> Self { atom("hr") }
    /// The day (86400 s).
    public class func day() -> Self { atom("d") }
    /// The joule.
    public class func joule() -> Self { atom("J") }
    /// The joule with `prefix`.
    public class func jouleUnit(with prefix: HKMetricPrefix) -> Self { atom("J", prefix) }
    /// The kilocalorie (4184 J).
    public class func kilocalorie() -> Self { atom("kcal") }
    /// The small calorie (4.184 J).
    public class func smallCalorie() -> Self { atom("cal") }
    /// The large (food) calorie (4184 J).
    public class func largeCalorie() -> Self { atom("Cal") }
    /// The degree Celsius.
    public class func degreeCelsius() -> Self { atom("degC") }
    /// The degree Fahrenheit.
    public class func degreeFahrenheit() -> Self { atom("degF") }
    /// The kelvin.
    public class func kelvin() -> Self { atom("K") }
    /// The siemens.
    public class func siemen() -> Self { atom("S") }
    /// The siemens with `prefix`.
    public class func siemenUnit(with prefix: HKMetricPrefix) -> Self { atom("S", prefix) }
    /// A count of things (no dimension).
    public class func count() -> Self { atom("count") }
    /// A percentage (HealthKit's values are fractions: 0.98 is 98 %).
    public class func percent() -> Self { atom("%") }
    /// The international unit of a substance.
    public class func internationalUnit() -> Self { atom("IU") }
    /// The hertz (1/s).
    public class func hertz() -> Self { atom("Hz") }
    /// The hertz with `prefix`.
    public class func hertzUnit(with prefix: HKMetricPrefix) -> Self { atom("Hz", prefix) }
    /// The volt.
    public class func volt() -> Self { atom("V") }
    /// The volt with `prefix`.
    public class func voltUnit(with prefix: HKMetricPrefix) -> Self { atom("V", prefix) }
    /// The watt.
    public class func watt() -> Self { atom("W") }
    /// The watt with `prefix`.
    public class func wattUnit(with prefix: HKMetricPrefix) -> Self { atom("W", prefix) }
    /// The diopter.
    public class func diopter() -> Self { atom("D") }
    /// The prism diopter.
    public class func prismDiopter() -> Self { atom("pD") }
    /// The radian.
    public class func radianAngle() -> Self { atom("rad") }
    /// The radian with `prefix`.
    public class func radianAngleUnit(with prefix: HKMetricPrefix) -> Self { atom("rad", prefix) }
    /// The degree of angle (π/180 rad).
    public class func degreeAngle() -> Self { atom("deg") }
    /// The lux.
    public class func lux() -> Self { atom("lx") }
    /// The A-weighted decibel of sound pressure.
    public class func decibelAWeightedSoundPressureLevel() -> Self { atom("dBASPL") }
    /// The decibel of hearing level.
    public class func decibelHearingLevel() -> Self { atom("dBHL") }
    /// Apple's effort score of a workout.
    public class func appleEffortScore() -> Self { atom("appleEffortScore") }
}

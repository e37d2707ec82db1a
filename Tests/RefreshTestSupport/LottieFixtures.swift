/// Lottie animations the tests read and draw.
public enum LottieFixtures {
    /// A red dot of 20 pixels that moves from x = 20 to x = 80 over 30 frames on a 100 × 100
    /// canvas, with a `pull` and a `loading` marker.
    public static let movingDot = """
        {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,"nm":"dot","ddd":0,"assets":[],
         "layers":[{"ddd":0,"ind":1,"ty":4,"nm":"dot","sr":1,"ao":0,"ip":0,"op":30,"st":0,"bm":0,
          "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]},
           "p":{"a":1,"k":[{"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]},"t":0,"s":[20,50,0]},{"t":29,"s":[80,50,0]}]}},
          "shapes":[{"ty":"gr","nm":"g","it":[
           {"ty":"el","nm":"e","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]}},
           {"ty":"fl","nm":"f","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},
           {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}],
         "markers":[{"cm":"pull","tm":0,"dr":10},{"cm":"loading","tm":10,"dr":19}]}
        """
}
